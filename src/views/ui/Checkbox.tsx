import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  FieldError,
  Text,
} from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  Label,
} from 'react-aria-components/CheckboxGroup';
import { useFieldError } from './form-errors';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className'> {
  children: ReactNode;
  description?: string;
}

/** A box that is ticked or not, with its label beside it; clicking the label ticks it too. */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className="checkbox">
      <CheckboxButton className="checkbox__button">
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <polyline points="3 9.5 7.5 13.5 15 5" />
          </svg>
        </span>
        <span className="checkbox__label">{children}</span>
      </CheckboxButton>
      {description && (
        <Text slot="description" className="field__description checkbox__description">
          {description}
        </Text>
      )}
    </CheckboxField>
  );
}

interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className'> {
  label: string;
  description?: string;
  errorMessage?: string;
  children: ReactNode;
}

/** Several checkboxes under one label; the value is the list of ticked ones. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  const error = useFieldError(props.name, errorMessage);
  return (
    <AriaCheckboxGroup {...props} isInvalid={error ? true : props.isInvalid} className="field checkbox-group">
      <Label className="field__label">{label}</Label>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <div className="checkbox-group__items">{children}</div>
      <FieldError className="field__error">{error}</FieldError>
    </AriaCheckboxGroup>
  );
}
