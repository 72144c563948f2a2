import { lazy } from 'react';
import type { DialogProps } from './Dialog';
import { OnceOpened } from './OnceOpened';

const Dialog = lazy(async () => ({ default: (await import('./Dialog')).Dialog }));

/**
 * A modal dialog whose code (react-aria's focus trap, scroll lock and the hiding of the page behind) loads when
 * it first opens: most visits to a screen never open its dialog.
 */
export function LazyDialog(props: DialogProps) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <Dialog {...props} />
    </OnceOpened>
  );
}
