import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components/TextField';

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
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
