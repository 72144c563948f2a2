import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Label,
  Radio,
} from 'react-aria-components/RadioGroup';
import { FieldHelp } from './FieldHelp';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: string;
  options: RadioOption[];
  description?: string;
  /** Overrides the message the form gives this field through `validationErrors`. */
  errorMessage?: string;
}

/** A choice of one from a few, every option in sight; arrow keys move the choice. */
export function RadioGroup({ label, options, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={errorMessage ? true : props.isInvalid}
      className="field radio-group"
    >
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            <span className="radio__dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
