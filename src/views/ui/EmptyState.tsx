import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface EmptyStateProps {
  title: string;
  icon?: IconName;
  children?: ReactNode;
}

/** Said instead of a list or a page that has nothing to show. */
export function EmptyState({ title, icon = 'info', children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <Icon name={icon} className="empty-state__icon" />
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
    </div>
  );
}
