import { useEffect, useState } from 'react';
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
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { useI18n } from '../../i18n';
import { FieldHelp } from './FieldHelp';
import { Icon } from './Icon';

/** An option of one line (its padding and line height in the styles); a longer name wraps and is measured. */
const OPTION_HEIGHT = 42;

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

/**
 * While the list is open, react-aria hides the rest of the page from screen readers (aria-hidden) but leaves it
 * in the Tab order. Making the same elements inert takes them out of it too, so keyboard and screen reader
 * users meet the same page: the field and its list.
 */
function useInertBehindWhileOpen(isOpen: boolean) {
  useEffect(() => {
    if (!isOpen) return;
    let madeInert: HTMLElement[] = [];
    // After react-aria has hidden the page behind, which it does once the list is shown.
    const frame = requestAnimationFrame(() => {
      // An element that is focusable itself (the skip link) counts as much as one holding focusable ones.
      const focusable = 'a, button, input, select, textarea, [tabindex]';
      madeInert = [...document.querySelectorAll<HTMLElement>('body [aria-hidden="true"]')].filter(
        (element) => !element.inert && (element.matches(focusable) || element.querySelector(focusable)),
      );
      for (const element of madeInert) element.inert = true;
    });
    return () => {
      cancelAnimationFrame(frame);
      for (const element of madeInert) element.inert = false;
    };
  }, [isOpen]);
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
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  useInertBehindWhileOpen(isOpen);
  return (
    <AriaComboBox
      className="field combobox"
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
      onOpenChange={setOpen}
      isInvalid={errorMessage ? true : undefined}
      menuTrigger="focus"
      allowsEmptyCollection
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
        {/* Only the options in view are drawn: an engineer's list holds a thousand relations, and each key
            press filters it again. */}
        <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: OPTION_HEIGHT, padding: 4 }}>
          <ListBox<ComboBoxItem>
            className="combobox__list"
            renderEmptyState={() => <p className="combobox__empty">{t('shell.noResults')}</p>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className="combobox__option">
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Virtualizer>
      </Popover>
    </AriaComboBox>
  );
}
