import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { PermissionKey } from '../contract/permissions';

/** One route as registered: what the authorization matrix and the fuzzing suites walk over. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** The permissions the route demands; `undefined`: a public route (see `authenticate`). */
  permissions: readonly PermissionKey[] | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route registered after it, on this instance and every plugin below it. Fastify's own HEAD twin
 * of each GET is left out: it answers as the GET does.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        permissions: route.config?.permissions,
        schema: route.schema,
      });
    }
  });
}
