import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { Spinner } from './Spinner';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  className?: string;
  children: ReactNode;
}

/** A button; while `isPending` it shows a spinner and ignores presses. */
export function Button({ variant = 'primary', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={`button button--${variant}${className ? ` ${className}` : ''}`}>
      {({ isPending }) => (
        <>
          {isPending && <Spinner />}
          <span className="button__label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
