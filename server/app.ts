import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authenticate } from './access/authenticate';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import { errorHandler, notFoundHandler } from './errors';
import { identityRoutes } from './identity/routes';
import { devMailRoutes } from './mail/dev-mail';
import { createMailer, type Mailer } from './mail/mailer';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Tests replace the mailer to read what was sent. */
  mailer?: Mailer;
  logger?: boolean;
}

export async function buildApp({
  config,
  database,
  mailer,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    mailer ??
      createMailer(database.db, app.log, {
        smtpUrl: config.smtpUrl,
        from: 'Service portal <no-reply@service-portal.local>',
      }),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and react-aria set style attributes; no script runs inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: true, max: config.rateLimitPerMinute, timeWindow: '1 minute' });
  await app.register(authenticate);
  // The OpenAPI document is generated from the routes' zod schemas, never written by hand.
  await app.register(swagger, {
    openapi: { info: { title: 'Service portal API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/health', { config: { rateLimit: false } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  await app.register(identityRoutes);
  await app.register(apiRoutes);
  if (config.demo) await app.register(devMailRoutes);

  const staticDir = config.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: 'index.html' });
    // History fallback: any GET that is not an API call gets the app, which routes it itself.
    app.setNotFoundHandler((request, reply) => {
      const isApi = /^\/(api|Identity|dev|health|files)(\/|$)/i.test(request.url);
      if (request.method === 'GET' && !isApi) return reply.sendFile('index.html');
      return notFoundHandler(request, reply);
    });
  } else {
    app.setNotFoundHandler(notFoundHandler);
  }
  return app;
}
