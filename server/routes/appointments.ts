import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentsResponseSchema,
  futureAppointmentsQuerySchema,
  jobOrderAppointmentsQuerySchema,
  myAppointmentsQuerySchema,
  todaysAppointmentsQuerySchema,
} from '../../contract/appointments';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import { callerOf } from '../access/authenticate';
import { ensureJobOrderVisible, ensureObjectVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { scopeOf } from '../access/row-scope';
import {
  appointmentExport,
  appointmentPage,
  futureAppointmentsOfObject,
  jobOrderAppointments,
  myAppointments,
  todaysAppointments,
} from '../appointments/queries';
import { exportOptions, sendExport } from '../exports/send';

export async function appointmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Appointments are the visits of job orders: read with the orders' permission.
  const canView = readersOf('orders');
  const listResponse = { 200: appointmentsResponseSchema };

  app.get(
    '/api/appointmentaction/today',
    { ...canView, schema: { querystring: todaysAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const list = await todaysAppointments(app.db, scope, request.query);
      return appointmentPage(app.db, scope, list, request.query);
    },
  );

  app.get(
    '/api/appointmentaction/future',
    { ...canView, schema: { querystring: futureAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      return appointmentPage(app.db, scope, futureAppointmentsOfObject(objectId), request.query);
    },
  );

  app.get(
    '/api/appointmentaction/joborder',
    { ...canView, schema: { querystring: jobOrderAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      return appointmentPage(app.db, scope, jobOrderAppointments(jobOrderId), request.query);
    },
  );

  app.get(
    '/api/MyAppointments',
    {
      ...readersOf('myAppointments'),
      schema: { querystring: myAppointmentsQuerySchema, response: listResponse },
    },
    async (request) => {
      const caller = callerOf(request);
      const list = myAppointments(caller, request.query.when);
      return appointmentPage(app.db, scopeOf(caller), list, request.query);
    },
  );

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/appointmentaction/today'),
    { ...exporting, schema: { querystring: exportQuerySchema(todaysAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const list = await todaysAppointments(app.db, scope, request.query);
      return sendExport(request, reply, request.query.format, appointmentExport(app.db, scope, list));
    },
  );

  app.get(
    exportPathOf('/api/appointmentaction/future'),
    { ...exporting, schema: { querystring: exportQuerySchema(futureAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { objectId, format } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      const list = futureAppointmentsOfObject(objectId);
      return sendExport(request, reply, format, appointmentExport(app.db, scope, list));
    },
  );

  app.get(
    exportPathOf('/api/appointmentaction/joborder'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrderAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId, format } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      const list = jobOrderAppointments(jobOrderId);
      return sendExport(request, reply, format, appointmentExport(app.db, scope, list));
    },
  );

  app.get(
    exportPathOf('/api/MyAppointments'),
    {
      ...exportOptions(readersOf('myAppointments')),
      schema: { querystring: exportQuerySchema(myAppointmentsQuerySchema) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { when, format } = request.query;
      const list = myAppointments(caller, when);
      return sendExport(request, reply, format, appointmentExport(app.db, scopeOf(caller), list));
    },
  );
}
