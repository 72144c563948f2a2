import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { useI18n } from '../../i18n';

/** How near a field's text is to its limit: the count shows from this share of it on. */
const COUNT_FROM = 0.8;

/**
 * What stands below a field: its hint, when it has one, how many characters are left near its limit (or that a
 * paste was cut there), its error. The count is a live region from the start, so a screen reader hears it change.
 */
export function FieldHelp({
  description,
  errorMessage,
  length = 0,
  maxLength,
  wasCut = false,
}: {
  description?: string;
  errorMessage?: string;
  /** The characters typed so far, counted down against `maxLength` once near it. */
  length?: number;
  maxLength?: number;
  /** A paste did not fit: the browser cut it at `maxLength`. */
  wasCut?: boolean;
}) {
  const { t, formatNumber } = useI18n();
  const isNearLimit = maxLength !== undefined && length >= maxLength * COUNT_FROM;
  const count =
    maxLength === undefined
      ? ''
      : wasCut
        ? t('validation.pasteCut', { max: formatNumber(maxLength) })
        : isNearLimit
          ? t('validation.charactersLeft', { count: formatNumber(Math.max(0, maxLength - length)) })
          : '';
  return (
    <>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      {maxLength !== undefined && (
        <span className={count ? 'field__description field__count' : 'visually-hidden'} aria-live="polite">
          {count}
        </span>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </>
  );
}
