import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';

/** What stands below a field: its hint, when it has one, then its error. */
export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </>
  );
}
