import type { z } from 'zod/mini';
import {
  bookingRequestSchema,
  declineVisitSchema,
  planVisitSchema,
  requestedVisitSchema,
} from '../../contract/booking';
import { http } from './http';
import { valid } from './identity';

/** POST /api/booking: a customer's request for a visit. */
export const bookVisit = (input: z.input<typeof bookingRequestSchema>) =>
  http.request('/api/booking', {
    method: 'POST',
    body: valid(bookingRequestSchema, input),
    schema: requestedVisitSchema,
  });

/** POST /api/booking/plan: plans a requested visit for an engineer. */
export const planVisit = (input: z.input<typeof planVisitSchema>) =>
  http.request('/api/booking/plan', {
    method: 'POST',
    body: valid(planVisitSchema, input),
    schema: requestedVisitSchema,
  });

/** POST /api/booking/decline: declines a requested visit with a reason. */
export const declineVisit = (input: z.input<typeof declineVisitSchema>) =>
  http.request('/api/booking/decline', {
    method: 'POST',
    body: valid(declineVisitSchema, input),
    schema: requestedVisitSchema,
  });
