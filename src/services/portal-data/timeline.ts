import {
  conditionsResponseSchema,
  type TimelineKind,
  timelineResponseSchema,
} from '../../../contract/timeline';
import { getCall } from './call';

/** Which page of a gate's timeline: the newest, after a cursor of the last page, a year's newest, or the oldest. */
export interface TimelinePageChoice {
  kind?: TimelineKind;
  cursor?: string;
  year?: number;
  oldest?: boolean;
}

export const TIMELINE_PAGE_SIZE = 20;

/** GET /api/Object/timeline: one page of the gate's events, newest first. */
export const objectTimeline = (objectId: number, choice: TimelinePageChoice) =>
  getCall('/api/Object/timeline', timelineResponseSchema, {
    objectId,
    pageSize: TIMELINE_PAGE_SIZE,
    kinds: choice.kind,
    cursor: choice.cursor,
    year: choice.year,
    end: choice.oldest ? 'oldest' : undefined,
  });

/** GET /api/Object/conditions: the condition each inspection found, oldest first. */
export const objectConditions = (objectId: number) =>
  getCall('/api/Object/conditions', conditionsResponseSchema, { objectId });
