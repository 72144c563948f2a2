import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Label,
} from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  errorMessage?: string;
  rows?: number;
}

/** A labelled text of several lines with its hint and its error beneath. */
export function TextArea({ label, description, errorMessage, rows = 4, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage ? true : props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <AriaTextArea className="field__input field__input--area" rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
