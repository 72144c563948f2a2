import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Label,
  Radio,
} from 'react-aria-components/RadioGroup';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';

export interface RadioOption {
  id: string;
  label: string;
  /** A second line under the label, e.g. what a number means. */
  detail?: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: string;
  options: RadioOption[];
  description?: string;
  errorMessage?: string;
  /** `segmented`: a row of big buttons for a thumb, as on a phone on site. */
  look?: 'list' | 'segmented';
}

/** One choice of a few, each a big touch target, with the group's hint and error beneath. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  look = 'list',
  ...props
}: RadioGroupProps) {
  const error = useFieldError(props.name, errorMessage);
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={error ? true : props.isInvalid}
      className={`field radio-group radio-group--${look}`}
    >
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio-group__option">
            <span className="radio-group__label">{option.label}</span>
            {option.detail && <span className="radio-group__detail">{option.detail}</span>}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={error} />
    </AriaRadioGroup>
  );
}
