import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from './access/authenticate';
import type { Config } from './config';
import { type Counters, openCounters } from './counters/counters';
import type { Database, Db } from './db/database';
import { errorHandler, notFoundHandler } from './errors';
import type { FileStore } from './files/file-store';
import { openFileStore } from './files/open-file-store';
import { identityRoutes } from './identity/routes';
import { limitJsonNesting } from './json-body';
import { loginPageWith } from './login-page';
import { devMailRoutes } from './mail/dev-mail';
import { createMailer, type Mailer } from './mail/mailer';
import { publicProviderSettings } from './provider-settings/queries';
import { recordRoutes } from './route-table';
import { apiRoutes } from './routes';
import { securityHeaders } from './security-headers';
import { serializerCompiler } from './serializer';
import { validatorCompiler } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    counters: Counters;
    files: FileStore;
  }
}

/**
 * Files under /assets/ carry a content hash in their name, so they never change and may be kept a year; the
 * rest (index.html, the favicon) must be asked for again, so a new build reaches everyone at once.
 */
const cacheControlOf = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Calls of the API (and the signed files it hands out); anything else is the browser app's. */
const isApiPath = (url: string) => /^\/(api|Identity|health|files)(\/|$|\?)/i.test(url);

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

  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  limitJsonNesting(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Pages of the app are for signed-in users and the links of stickers and mails, not for search engines:
    // only the login screen may be indexed (robots.txt says the same to those that read it).
    if (
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      request.url.split('?')[0] !== '/login'
    )
      reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('files', openFileStore(config, database.db));
  const databaseAnswers = () =>
    database.db.execute('select 1').then(
      () => true,
      () => false,
    );
  if (mailer) {
    app.decorate('mailer', mailer);
  } else {
    const outbox = createMailer(database.db, app.log, {
      smtpUrl: config.smtpUrl,
      from: 'Service portal <no-reply@service-portal.local>',
      retryMs: config.mailRetryMs,
      maxAttempts: config.mailMaxAttempts,
    });
    app.decorate('mailer', outbox);
    // Mail that waits (the SMTP server was away, or another process stopped mid-way) goes out from the start.
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.close());
  }

  const counters = await openCounters(config, app.log);
  app.decorate('counters', counters);
  app.addHook('onClose', async () => counters.close());

  securityHeaders(app);
  // The limit is the API's: the app's own files cost nothing to serve, and a refused script leaves a blank page.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isApiPath(request.url),
    // In Redis, one budget for every process; while Redis is away the limits let requests through (decision 029).
    ...(counters.rateLimitRedis
      ? { redis: counters.rateLimitRedis, nameSpace: `${counters.prefix}rate:`, skipOnError: true }
      : {}),
  });
  await app.register(authenticate, { onAccessChange: database.onAccessChange });
  // The OpenAPI document is generated from the routes' zod schemas, never written by hand.
  await app.register(swagger, {
    openapi: { info: { title: 'Service portal API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Liveness: the process answers and its database does. Where the counters live is said, not judged.
  app.get('/health', { config: { rateLimit: false } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind, counters: counters.state() };
  });
  // Readiness, for a load balancer: the database answers (migrations ran before the process listened) and so
  // does Redis where it is configured; otherwise 503, and the balancer sends the requests elsewhere.
  app.get('/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    const state = counters.state();
    const database = await databaseAnswers();
    const ready = database && (state.store === 'memory' || state.reachable);
    return reply.code(ready ? 200 : 503).send({ ready, database, counters: state });
  });

  await app.register(identityRoutes);
  await app.register(apiRoutes);
  if (config.demo === true) await app.register(devMailRoutes);

  const staticDir = config.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: 'index.html',
      // Brotli or gzip copies made at build (vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // The source maps stay on the server: they would hand out the whole source, comments included.
      allowedPath: (path) => !path.endsWith('.map'),
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(path)),
    });
    // The login screen's page draws its frame before the script runs (decision 020); a build without it
    // still signs in from the app's one page.
    // It carries the provider's public settings, read for each visit (decision 023).
    const loginPath = join(staticDir, 'login.html');
    const loginTemplate = existsSync(loginPath) ? readFileSync(loginPath, 'utf8') : null;
    // History fallback: any GET that is not an API call gets the app, which routes it itself.
    app.setNotFoundHandler(async (request, reply) => {
      // A missing asset (an old chunk, a source map) is a 404: the page would break quietly on HTML.
      const isPage = !isApiPath(request.url) && !request.url.startsWith('/assets/');
      if (request.method !== 'GET' || !isPage) return notFoundHandler(request, reply);
      if (loginTemplate === null || request.url.split('?')[0] !== '/login')
        return reply.sendFile('index.html');
      // Without its settings (the database did not answer) it is still the login page: the app asks for them.
      const page = await publicProviderSettings(database.db).then(
        (settings) => loginPageWith(loginTemplate, settings),
        (error: unknown) => {
          request.log.warn({ err: error }, 'The login page goes out without the provider settings.');
          return loginTemplate;
        },
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  } else {
    app.setNotFoundHandler(notFoundHandler);
  }
  return app;
}
