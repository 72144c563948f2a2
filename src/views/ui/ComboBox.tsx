import type { Key } from 'react-aria-components/ComboBox';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components/ComboBox';
import { FieldHelp } from './FieldHelp';
import { Icon } from './Icon';

export interface ComboBoxItem {
  id: Key;
  label: string;
}

interface ComboBoxProps {
  label: string;
  items: ComboBoxItem[];
  selectedKey?: Key | null;
  onSelectionChange(key: Key | null): void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
}

/** A text box that filters a list as the user types; a choice is made from the list only. */
export function ComboBox({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
}: ComboBoxProps) {
  return (
    <AriaComboBox
      className="field combobox"
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
      isInvalid={errorMessage ? true : undefined}
      menuTrigger="focus"
    >
      <Label className="field__label">{label}</Label>
      <div className="combobox__control">
        <Input className="field__input combobox__input" placeholder={placeholder} />
        <AriaButton className="combobox__button">
          <Icon name="chevronDown" />
        </AriaButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="combobox__popover">
        <ListBox<ComboBoxItem> className="combobox__list">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="combobox__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
