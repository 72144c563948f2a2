import type { InactivityEvent } from './inactivity.machine';

/** Click, mouse move, key, scroll, touch and focus count as activity (spec section 9). */
const activityEventTypes = ['click', 'mousemove', 'keydown', 'scroll', 'touchstart', 'focus'] as const;

/** Mouse moves come by the hundred; one activity a second is precise enough for a 15-minute limit. */
const ACTIVITY_THROTTLE_MS = 1_000;

export interface ActivitySource {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

/** Sends the user's activity on `target` (the window) to `actor` (the session); returns the unsubscribe. */
export function listenForActivity(
  actor: { send(event: InactivityEvent): void },
  target: ActivitySource,
  now: () => number = Date.now,
): () => void {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const at = now();
    if (at - lastSentAt < ACTIVITY_THROTTLE_MS) return;
    lastSentAt = at;
    actor.send({ type: 'user.activity', at });
  };
  // Capture: scroll and focus do not bubble, and a listener on the window should still hear them.
  for (const type of activityEventTypes)
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    for (const type of activityEventTypes) target.removeEventListener(type, onActivity, { capture: true });
  };
}
