import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type Key,
  MenuTrigger,
  Popover,
} from 'react-aria-components/Menu';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';

export interface MenuAction {
  id: string;
  label: string;
  /** A link instead of an action. */
  href?: string;
  isDisabled?: boolean;
  /** Says the action undoes or ends something (shown in the error colour). */
  tone?: 'danger';
}

interface ActionMenuProps {
  /** The button's accessible name, e.g. "Actions for Anna". */
  label: string;
  actions: MenuAction[];
  onAction(id: string): void;
  icon?: IconName;
  isPending?: boolean;
  children?: ReactNode;
}

/** A button that opens a list of actions on one thing (a row of a table). */
export function ActionMenu({
  label,
  actions,
  onAction,
  icon = 'more',
  isPending,
  children,
}: ActionMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="secondary" aria-label={label} isPending={isPending} className="action-menu__button">
        <Icon name={icon} />
        {children}
      </Button>
      <Popover className="combobox__popover action-menu__popover" placement="bottom end">
        <AriaMenu
          items={actions}
          onAction={(key: Key) => onAction(String(key))}
          disabledKeys={actions.filter((a) => a.isDisabled).map((a) => a.id)}
          className="combobox__list action-menu"
        >
          {(action) => (
            <AriaMenuItem
              id={action.id}
              href={action.href}
              textValue={action.label}
              className={`combobox__option action-menu__item${action.tone ? ` action-menu__item--${action.tone}` : ''}`}
            >
              {action.label}
            </AriaMenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
