import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface PlainButtonProps {
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'quiet';
  className?: string;
  /** Shows a spinner and ignores presses, as `ui/Button`'s `isPending` does. */
  isPending?: boolean;
  onPress?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * `ui/Button` drawn as a plain `<button>`, for the first screen, which loads without react-aria (decision 023).
 * It keeps the same classes, so it looks and sizes the same; while pending it stays focusable, as react-aria's.
 */
export function PlainButton({
  type = 'button',
  variant = 'primary',
  className,
  isPending = false,
  onPress,
  children,
  'aria-label': ariaLabel,
}: PlainButtonProps) {
  return (
    <button
      type={type}
      aria-label={ariaLabel}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onPress?.();
      }}
    >
      {isPending && <Spinner />}
      <span className="button__label">{children}</span>
    </button>
  );
}
