import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { outboxMachine } from '../../src/machines/outbox/outbox.machine';
import type { SendFailure, SendResult } from '../../src/services/outbox-entry';
import { quietBrowser, quietEffects } from './outbox-quiet-browser';

const sent: SendResult = { pending: 0, refusals: [], sentAt: 1_764_150_000_000 };

/**
 * An outbox whose sends the test answers one by one, in the order they are made: the real machine, the network
 * and the sign-in as events.
 */
function outbox() {
  const answers: Array<{ resolve(result: SendResult): void; reject(failure: SendFailure): void }> = [];
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        ...quietBrowser,
        sendNext: fromPromise(
          () => new Promise<SendResult>((resolve, reject) => answers.push({ resolve, reject })),
        ),
        checkServer: fromPromise(async () => {}),
      },
      actions: quietEffects,
      guards: { startsOffline: () => false },
    }),
    { input: { pending: 1 } },
  );
  actor.start();
  const nextAnswer = async () => {
    await waitFor(actor, () => answers.length > 0);
    return answers.shift()!;
  };
  return { actor, nextAnswer, pending: () => answers.length };
}

describe('the outbox and a sign-in', () => {
  it('sends again at once when the sign-in came while a send with the old login was on its way', async () => {
    const { actor, nextAnswer } = outbox();
    const first = await nextAnswer();
    // The engineer signs in again while the send made with the expired login is still out.
    actor.send({ type: 'session.signedIn' });
    first.reject({ kind: 'signInNeeded' });
    const second = await nextAnswer();
    expect(actor.getSnapshot().value).toBe('sending');
    second.resolve(sent);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.lastSentAt).toBe(sent.sentAt);
    actor.stop();
  });

  it('waits for a sign-in when none came while the send was out, and sends when it comes', async () => {
    const { actor, nextAnswer, pending } = outbox();
    (await nextAnswer()).reject({ kind: 'signInNeeded' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(pending()).toBe(0);
    actor.send({ type: 'session.signedIn' });
    (await nextAnswer()).resolve(sent);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.stop();
  });

  it('forgets a sign-in once a send has gone: a later refusal of the login waits for the next one', async () => {
    const { actor, nextAnswer } = outbox();
    const first = await nextAnswer();
    actor.send({ type: 'session.signedIn' });
    first.reject({ kind: 'signInNeeded' });
    // The send made again is refused too (the sign-in was for nothing): now it waits for a sign-in.
    (await nextAnswer()).reject({ kind: 'signInNeeded' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.stop();
  });
});
