import type { MenuAction } from '../ui/Menu';

/** The menu entries an account still waiting for its activation offers: send the mail again, or copy its link. */
export const invitationActions = (status: string, t: (key: string) => string): MenuAction[] =>
  status === 'invited'
    ? [
        { id: 'resend', label: t('users.resend') },
        { id: 'copyLink', label: t('users.copyLink') },
      ]
    : [];
