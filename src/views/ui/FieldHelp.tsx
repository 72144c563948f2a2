import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { useI18n } from '../../i18n';

/** How near a field's text is to its limit: the count shows from this share of it on. */
const COUNT_FROM = 0.8;

/** What stands below a field: its hint, when it has one, how many characters are left near its limit, its error. */
export function FieldHelp({
  description,
  errorMessage,
  length = 0,
  maxLength,
}: {
  description?: string;
  errorMessage?: string;
  /** The characters typed so far, counted down against `maxLength` once near it. */
  length?: number;
  maxLength?: number;
}) {
  const { t, formatNumber } = useI18n();
  const isNearLimit = maxLength !== undefined && length >= maxLength * COUNT_FROM;
  return (
    <>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      {isNearLimit && (
        <span className="field__description field__count" aria-live="polite">
          {t('validation.charactersLeft', { count: formatNumber(Math.max(0, maxLength - length)) })}
        </span>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </>
  );
}
