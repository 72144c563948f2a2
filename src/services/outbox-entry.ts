import type { InspectionDraft, InspectionPhoto, InspectionStep } from '../../contract/inspection';
import type { InspectedMeanwhile } from '../../contract/maintenance';
import type { ApiError } from './api-error';

/**
 * One write of field work as the outbox keeps it. Each carries what makes it idempotent on the server: the
 * inspection's and the photo's ids are made by the app, the submit has its own key.
 */
export type OutboxWrite =
  | { kind: 'create'; objectId: number }
  | { kind: 'save'; step: InspectionStep; draft: InspectionDraft }
  | { kind: 'photo'; photo: InspectionPhoto }
  | { kind: 'deletePhoto'; photoId: string }
  | { kind: 'signature' }
  | {
      kind: 'submit';
      draft: InspectionDraft;
      key: string;
      /** The inspection completed meanwhile that the engineer saw and wants theirs recorded after as well. */
      alsoAfter?: string;
    };

export type OutboxEntry = OutboxWrite & {
  /** Its place in the outbox: entries are sent in this order. */
  seq?: number;
  /** The user who made it: only they send it. */
  owner: string;
  inspectionId: string;
  createdAt: number;
  /**
   * Set aside: the server refused it for good (or the photo is no image). It waits for the engineer's choice
   * while the entries behind it are sent; only what depends on it (the inspection's submit, or all of the
   * inspection when the refusal concerns the inspection itself) waits with it.
   */
  refused?: Pick<OutboxRefusal, 'status' | 'code' | 'meanwhile'>;
};

/** The entry the server refused for good, and why: shown to the engineer until they choose what to do. */
export interface OutboxRefusal {
  /** The refused entry's place in the outbox. */
  seq: number;
  inspectionId: string;
  /** What the entry does (`create`, `photo`, `submit`, ...), for the message. */
  kind: string;
  /** For a refused photo: which one (its id and kind), so the engineer can tell it and drop it. */
  photo?: InspectionPhoto;
  status: number;
  /** The server's error code (`inspectionSubmitted`, `noAccess`, `notFound`, ...), for `outbox.refused.<code>`. */
  code: string;
  /** For `objectInspectedMeanwhile`: who completed which inspection of the object, when, with what result. */
  meanwhile?: InspectedMeanwhile;
  /**
   * For a refused photo of an inspection whose submit is queued (its wizard is done: no photo can be taken
   * now): whether that submit can go without the photo, or needs it by the rules and would be refused.
   */
  afterSubmit?: 'withoutPhoto' | 'needsPhoto';
}

/** What the outbox holds: how many entries can be sent, and those set aside with their refusal. */
export interface OutboxCount {
  pending: number;
  refusals: OutboxRefusal[];
}

/** What one send of the oldest entry answers: what waits after it, and when the server confirmed it. */
export interface SendResult extends OutboxCount {
  /** When the server confirmed an entry (ms since 1970); null when there was nothing to send. */
  sentAt: number | null;
  /** What the confirmed entry made stale (API path prefixes), to be read again; none when absent. */
  stale?: readonly string[];
}

/** A send that failed: for good (`refusal`), for want of a sign-in, or for now (no connection, 5xx). */
export type SendFailure =
  | { kind: 'refused'; refusal: OutboxRefusal }
  | { kind: 'signInNeeded' }
  | { kind: 'unavailable'; error: ApiError };
