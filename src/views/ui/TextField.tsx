import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
} from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';
import { useTextLength } from './use-text-length';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Overrides the message the form gives this field by its name. */
  errorMessage?: string;
  placeholder?: string;
  /** The contract's limit (`maxLengthOf`): typing stops there, and the characters left show near it. */
  maxLength?: number;
}

/** A labelled text input with its hint and its error beneath. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
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
      <Input className="field__input" placeholder={placeholder} />
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
