import { lazy, Suspense } from 'react';
import type { DialogProps } from './Dialog';
import { useOpenedOnce } from './use-opened-once';

const Dialog = lazy(async () => ({ default: (await import('./Dialog')).Dialog }));

/**
 * A modal dialog whose code (react-aria's focus trap, scroll lock and the hiding of the page behind) loads when
 * it first opens: most visits to a screen never open its dialog.
 */
export function LazyDialog(props: DialogProps) {
  return useOpenedOnce(props.isOpen) ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
