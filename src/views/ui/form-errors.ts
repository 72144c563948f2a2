import { createContext, useContext } from 'react';
import { useI18n } from '../../i18n';
import type { FieldErrors } from '../../machines/formSubmission';

/**
 * The errors of the form around a field, as i18n keys by field name. Our own context rather than
 * react-aria's `validationErrors`: react-aria drops those when an edited field loses focus, so an error
 * vanished under the pointer on the way to the button and the click landed beside it (issue 27). Here an
 * error stays until the form's machine says its field is right.
 */
export const FormErrorsContext = createContext<FieldErrors>({});

/** What a field shows as its error: its own message, else the form's for its name, its limit filled in. */
export function useFieldError(name: string | undefined, errorMessage?: string, maxLength?: number) {
  const { t, formatNumber } = useI18n();
  const key = useContext(FormErrorsContext)[name ?? ''];
  if (errorMessage) return errorMessage;
  if (!key) return undefined;
  return t(key, maxLength === undefined ? undefined : { max: formatNumber(maxLength) });
}
