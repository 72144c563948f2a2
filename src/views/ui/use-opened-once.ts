import { useState } from 'react';

/**
 * True from the first time `isOpen` is: an overlay's code loads when it is first opened, and stays mounted after
 * (its closing and the return of focus need it there).
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setOpened(true);
  return hasOpened || isOpen;
}
