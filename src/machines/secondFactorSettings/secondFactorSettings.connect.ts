import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../inspector';
import { secondFactorSettingsMachine } from './secondFactorSettings.machine';
import type { NewAuthenticator } from './secondFactorSettings.types';

export interface SecondFactorSettingsView {
  step: 'idle' | 'enrolling' | 'renewing' | 'disabling' | 'showingCodes';
  authenticator: NewAuthenticator | null;
  recoveryCodes: string[];
  started(authenticator: NewAuthenticator): void;
  confirmed(recoveryCodes: string[]): void;
  renew(): void;
  renewed(recoveryCodes: string[]): void;
  disable(): void;
  disabled(): void;
  cancel(): void;
  done(): void;
}

/** The second factor's steps on the account screen, for its view. */
export function useSecondFactorSettings(): SecondFactorSettingsView {
  const actor = useActorRef(secondFactorSettingsMachine, { inspect });
  const snapshot = useSelector(actor, (s) => s);
  return {
    step: snapshot.value as SecondFactorSettingsView['step'],
    authenticator: snapshot.context.authenticator,
    recoveryCodes: snapshot.context.recoveryCodes ?? [],
    started: (authenticator) => actor.send({ type: 'enrolment.started', authenticator }),
    confirmed: (recoveryCodes) => actor.send({ type: 'enrolment.confirmed', recoveryCodes }),
    renew: () => actor.send({ type: 'user.renew' }),
    renewed: (recoveryCodes) => actor.send({ type: 'codes.renewed', recoveryCodes }),
    disable: () => actor.send({ type: 'user.disable' }),
    disabled: () => actor.send({ type: 'factor.disabled' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
    done: () => actor.send({ type: 'user.done' }),
  };
}
