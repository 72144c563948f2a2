import type { ReactNode } from 'react';
import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  type Key,
  ToggleButton,
} from 'react-aria-components/ToggleButtonGroup';

export interface ToggleOption {
  id: string;
  label: string;
  content: ReactNode;
}

interface ToggleButtonGroupProps {
  label: string;
  options: ToggleOption[];
  selected: string;
  onChange(id: string): void;
}

/** A row of buttons of which exactly one is pressed. */
export function ToggleButtonGroup({ label, options, selected, onChange }: ToggleButtonGroupProps) {
  const change = (keys: Set<Key>) => {
    const [first] = keys;
    if (first !== undefined) onChange(String(first));
  };
  return (
    <AriaToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={change}
      className="toggle-group"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          aria-label={option.label}
          className="toggle-group__button"
        >
          {option.content}
        </ToggleButton>
      ))}
    </AriaToggleButtonGroup>
  );
}
