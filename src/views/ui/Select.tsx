import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components/Select';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';
import { Icon } from './Icon';

export interface SelectOption {
  id: Key;
  label: string;
}

interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption, 'single'>,
    'children' | 'className' | 'items' | 'selectionMode'
  > {
  label: string;
  /** Shown while nothing is chosen: our words for this list, never react-aria's "Select an item". */
  placeholder: string;
  options: SelectOption[];
  description?: string;
  errorMessage?: string;
}

/** A choice of one from a short list, shown as a button that opens the list. */
export function Select({ label, options, description, errorMessage, ...props }: SelectProps) {
  const error = useFieldError(props.name, errorMessage);
  return (
    <AriaSelect {...props} isInvalid={error ? true : props.isInvalid} className="field select">
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <Icon name="chevronDown" />
      </Button>
      <FieldHelp description={description} errorMessage={error} />
      <Popover className="combobox__popover select__popover">
        <ListBox<SelectOption> items={options} className="combobox__list">
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="combobox__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
