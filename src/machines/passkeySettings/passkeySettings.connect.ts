import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../inspector';
import { passkeySettingsMachine } from './passkeySettings.machine';

export interface PasskeySettingsView {
  step: 'idle' | 'adding' | 'renaming' | 'removing';
  passkeyId: string | null;
  add(): void;
  added(): void;
  rename(passkeyId: string): void;
  renamed(): void;
  remove(passkeyId: string): void;
  removed(): void;
  cancel(): void;
}

/** The passkeys' steps on the account screen, for its view. */
export function usePasskeySettings(): PasskeySettingsView {
  const actor = useActorRef(passkeySettingsMachine, { inspect });
  const snapshot = useSelector(actor, (s) => s);
  return {
    step: snapshot.value as PasskeySettingsView['step'],
    passkeyId: snapshot.context.passkeyId,
    add: () => actor.send({ type: 'user.add' }),
    added: () => actor.send({ type: 'passkey.added' }),
    rename: (passkeyId) => actor.send({ type: 'user.rename', passkeyId }),
    renamed: () => actor.send({ type: 'passkey.renamed' }),
    remove: (passkeyId) => actor.send({ type: 'user.remove', passkeyId }),
    removed: () => actor.send({ type: 'passkey.removed' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
  };
}
