import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField, Label } from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';
import type { TextFieldProps } from './TextField';
import { useTextLength } from './use-text-length';

/** A labelled text of several lines (remarks), with its hint and its error beneath. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  ...props
}: TextFieldProps & { rows?: number }) {
  const error = useFieldError(props.name, errorMessage, props.maxLength);
  const { length, onChange, onPaste, wasCut } = useTextLength(props);
  return (
    <AriaTextField
      {...props}
      onChange={onChange}
      onPaste={onPaste}
      isInvalid={error ? true : props.isInvalid}
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__input--area" placeholder={placeholder} rows={rows} />
      <FieldHelp
        description={description}
        errorMessage={error}
        length={length}
        maxLength={props.maxLength}
        wasCut={wasCut}
      />
    </AriaTextField>
  );
}
