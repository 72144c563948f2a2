import {
  TextArea as AriaTextArea,
  Label,
  TextField,
  type TextFieldProps,
} from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';

export interface TextAreaProps extends Omit<TextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Overrides the message the form gives this field through `validationErrors`. */
  errorMessage?: string;
  rows?: number;
}

/** A labelled text of several lines (remarks, a reason) with its hint and its error beneath. */
export function TextArea({ label, description, errorMessage, rows = 4, ...props }: TextAreaProps) {
  return (
    <TextField {...props} isInvalid={errorMessage ? true : props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <AriaTextArea className="field__input text-area" rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
