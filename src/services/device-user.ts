import { tokenStore } from './token-store';

/**
 * The user the stored login belongs to (the access token's subject), read without a call so it works with no
 * network. The browser's drafts and outbox are kept per user: another user signing in on this device
 * never sees or sends them. Null when nobody is signed in.
 */
export function deviceUserId(): string | null {
  const token = tokenStore.read()?.accessToken;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
