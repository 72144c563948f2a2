import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className'> {
  /** Marks the link of the page being shown (aria-current="page"). */
  isCurrent?: boolean;
  variant?: 'inline' | 'nav' | 'button';
  className?: string;
  children: ReactNode;
}

/** A link; app paths navigate inside the app, other addresses open normally. */
export function Link({ isCurrent, variant = 'inline', className, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      className={`link link--${variant}${className ? ` ${className}` : ''}`}
    >
      {children}
    </AriaLink>
  );
}
