import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface EmptyStateProps {
  title: string;
  icon?: IconName;
  /** The state is the whole page (not found, no access): its title is the page's `<h1>`. */
  isPage?: boolean;
  children?: ReactNode;
}

/** Said instead of a list or a page that has nothing to show. */
export function EmptyState({ title, icon = 'info', isPage = false, children }: EmptyStateProps) {
  const Title = isPage ? 'h1' : 'p';
  return (
    <div className="empty-state">
      <Icon name={icon} className="empty-state__icon" />
      <Title className="empty-state__title">{title}</Title>
      {children && <div className="empty-state__body">{children}</div>}
    </div>
  );
}
