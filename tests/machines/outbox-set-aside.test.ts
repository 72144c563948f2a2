import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { outboxMachine } from '../../src/machines/outbox/outbox.machine';
import type { OutboxEntry, OutboxRefusal, SendFailure, SendResult } from '../../src/services/outbox-entry';
import { refusalOf, sendable } from '../../src/services/outbox-queue';
import { quietBrowser, quietEffects } from './outbox-quiet-browser';

const mine = '00000000-0000-4000-8000-0000000000aa';
const other = '00000000-0000-4000-8000-0000000000bb';
const notAnImage = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'typePlate' as const,
  propertyId: null,
};
const closedGate = {
  id: '00000000-0000-4000-8000-0000000000c2',
  kind: 'closedGate' as const,
  propertyId: null,
};
const draft = {
  photos: [notAnImage, closedGate],
} as unknown as Extract<OutboxEntry, { kind: 'submit' }>['draft'];

/**
 * An outbox of one engineer's phone and a server that refuses one photo for good: the real machine, its
 * effects on entries held here, the order of the entries read as the store reads it.
 */
function phone() {
  const entries: Required<OutboxEntry>[] = (
    [
      { kind: 'photo', photo: notAnImage, inspectionId: mine },
      { kind: 'photo', photo: closedGate, inspectionId: mine },
      { kind: 'submit', draft, key: 'k1', inspectionId: mine },
      { kind: 'create', objectId: 7, inspectionId: other },
      { kind: 'submit', draft: { photos: [] }, key: 'k2', inspectionId: other },
    ] as OutboxEntry[]
  ).map((e, i) => ({ ...e, seq: i + 1, owner: 'engineer', createdAt: 0 }) as Required<OutboxEntry>);
  const sent: string[] = [];
  const count = () => ({
    pending: sendable(entries).length,
    refusals: entries.filter((e) => e.refused).map(refusalOf),
  });
  const name = (e: OutboxEntry) =>
    e.kind === 'photo' ? `photo ${e.photo.kind}` : `${e.kind} ${e.inspectionId.slice(-2)}`;
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        ...quietBrowser,
        sendNext: fromPromise(async () => {
          const head = sendable(entries)[0];
          if (head?.kind === 'photo' && head.photo.id === notAnImage.id) {
            const refusal: OutboxRefusal = { ...refusalOf(head), status: 400, code: 'photoNotAnImage' };
            throw { kind: 'refused', refusal } satisfies SendFailure;
          }
          if (head) {
            sent.push(name(head));
            entries.splice(entries.indexOf(head), 1);
          }
          return { ...count(), sentAt: head ? 1_764_150_000_000 : null };
        }),
        setAside: fromPromise(async ({ input }: { input: OutboxRefusal }) => {
          const entry = entries.find((e) => e.seq === input.seq);
          if (entry) entry.refused = { status: input.status, code: input.code };
          return count();
        }),
        dropPhoto: fromPromise(async ({ input }: { input: { inspectionId: string; photoId: string } }) => {
          entries.splice(
            entries.findIndex((e) => e.kind === 'photo' && e.photo.id === input.photoId),
            1,
          );
          for (const e of entries)
            if (e.kind === 'submit' && e.inspectionId === input.inspectionId)
              e.draft = { ...e.draft, photos: e.draft.photos.filter((p) => p.id !== input.photoId) };
          return count();
        }),
        checkServer: fromPromise(async () => {}),
      },
      actions: quietEffects,
      guards: { startsOffline: () => false },
    }),
    { input: { pending: entries.length } },
  );
  return { actor, entries, sent };
}

describe('the outbox with a refused entry at its head', () => {
  it('sets the refused photo aside and sends the entries behind it; only the submit that names it waits', async () => {
    const { actor, entries, sent } = phone();
    actor.start();
    await waitFor(actor, (s) => s.matches('idle') || s.matches('checking'));
    expect(sent).toEqual(['photo closedGate', 'create bb', 'submit bb']);
    expect(entries.map((e) => e.seq)).toEqual([1, 3]);
    const { refusals, pending, server, lastSentAt } = actor.getSnapshot().context;
    expect(refusals).toEqual([
      { seq: 1, inspectionId: mine, kind: 'photo', photo: notAnImage, status: 400, code: 'photoNotAnImage' },
    ]);
    expect({ pending, server, lastSentAt }).toEqual({
      pending: 0,
      server: 'reachable',
      lastSentAt: 1_764_150_000_000,
    });
    actor.stop();
  });

  it('sends the waiting submit without the photo once the engineer drops it', async () => {
    const { actor, entries, sent } = phone();
    actor.start();
    await waitFor(actor, (s) => s.context.refusals.length === 1 && !s.hasTag('busy'));
    actor.send({ type: 'refusal.dropPhoto', inspectionId: mine, photoId: notAnImage.id });
    await waitFor(actor, (s) => s.context.refusals.length === 0 && !s.hasTag('busy'));
    await waitFor(actor, () => entries.length === 0);
    expect(sent.at(-1)).toBe('submit aa');
    expect(actor.getSnapshot().context.pending).toBe(0);
    actor.stop();
  });
});

describe('what the outbox knows of the server', () => {
  it('finds the server unreachable when its health check fails, though the browser says it is online', async () => {
    const actor = createActor(
      outboxMachine.provide({
        actors: {
          ...quietBrowser,
          sendNext: fromPromise(
            async (): Promise<SendResult> => ({ pending: 0, refusals: [], sentAt: null }),
          ),
          checkServer: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))),
        },
        actions: quietEffects,
        guards: { startsOffline: () => false },
      }),
      { input: {} },
    );
    actor.start();
    await waitFor(actor, (s) => s.context.server === 'unreachable');
    expect(actor.getSnapshot().matches('offline')).toBe(false);
    actor.stop();
  });
});
