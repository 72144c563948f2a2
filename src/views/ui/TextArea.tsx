import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Label,
} from 'react-aria-components/TextField';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';
import { useTextLength } from './use-text-length';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  errorMessage?: string;
  rows?: number;
  /** The contract's limit (`maxLengthOf`): typing stops there, and the characters left show near it. */
  maxLength?: number;
}

/** A labelled text of several lines with its hint and its error beneath. */
export function TextArea({ label, description, errorMessage, rows = 4, ...props }: TextAreaProps) {
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
      <AriaTextArea className="field__input field__input--area" rows={rows} />
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
