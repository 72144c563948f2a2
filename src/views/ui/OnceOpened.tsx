import { type ReactNode, Suspense, useState } from 'react';

/**
 * Its children, lazily loaded, from the first time `isOpen` is true: an overlay's code loads when it is first
 * opened, and stays mounted after (its closing and the return of focus need it there).
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setOpened(true);
  return hasOpened || isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
