import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField, Label } from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';
import type { TextFieldProps } from './TextField';

/** A labelled text of several lines (remarks), with its hint and its error beneath. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  ...props
}: TextFieldProps & { rows?: number }) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage ? true : props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__input--area" placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
