import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
} from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Overrides the message the form gives this field through `validationErrors`. */
  errorMessage?: string;
  placeholder?: string;
}

/** A labelled text input with its hint and its error beneath. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage ? true : props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
