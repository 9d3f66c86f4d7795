import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './http/validation.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { handleError } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { registerOverload } from './http/overload.ts';
import { registerBodyDeadlines, serverDeadlines } from './http/deadlines.ts';
import { answerClientError, closeEarlyAnswers } from './http/early-answers.ts';
import { warmUp } from './http/warm-up.ts';
import { registerCompression } from './http/compression.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { bearerToken, type CredentialResolver } from './http/actor.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { defineMailJobs } from './mail/jobs.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { jobRoutes } from './jobs/routes.ts';
import { defineSignInLinkJobs } from './auth/sign-in-link.ts';
import { defineInviteMailJobs } from './invites/mail-job.ts';
import { defineReminderJobs } from './reminders/send.ts';
import { scheduleUpcomingReminders } from './reminders/schedule.ts';
import { createSessionSigner, loadSessionSecret, type SessionSigner } from './auth/session-token.ts';
import { findSessionUser } from './auth/service.ts';
import { createSessionCache, SESSION_CHANGES_CHANNEL, type SessionCache } from './auth/session-cache.ts';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';
import { calendarFeedRoutes } from './calendar-feed/index.ts';
import { issueRoutes } from './issues/routes.ts';
import { searchRoutes } from './search/index.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { apiKeyResolver } from './api-keys/index.ts';
import { apiRateLimit } from './http/rate-limit.ts';
import { refuseCallsOutsideKeyScopes } from './http/api-key-scopes.ts';
import { docsRoutes } from './docs/routes.ts';
import { createDocumentTransform } from './docs/openapi.ts';
import { eventRoutes } from './events/routes.ts';
import type { EventHooks } from './events/index.ts';
import { invitesOnEventSaved } from './invites/index.ts';
import { listEventProjects } from './projects/index.ts';
import { remindersOnEventSaved } from './reminders/index.ts';
import { waitlistOnEventSaved } from './waitlist/index.ts';
import { createPublicReadCache, PUBLIC_READS_CHANNEL, type PublicReadCache } from './events/public-cache.ts';
import { registrationRoutes } from './registrations/routes.ts';
import { decisionRoutes } from './decisions/routes.ts';
import { defineDecisionMailJobs } from './decisions/mail-job.ts';
import { defineWaitlistPromotionJobs } from './waitlist/index.ts';
import { defineStartChangeNoticeJobs } from './reminders/notice.ts';
import { inviteRoutes } from './invites/routes.ts';
import { guestMessageRoutes } from './guest-messages/routes.ts';
import { checkInRoutes } from './check-in/routes.ts';
import { eventPageMeta } from './events/page-meta.ts';
import { appShellFor } from './http/app-shell.ts';
import { countApiRequests } from './http/requests-in-flight.ts';
import { userPageShell } from './users/page-shell.ts';
import { prepareStorage } from './storage/create-storage.ts';
import { fileRoutes } from './storage/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { judgingRoutes } from './judging/routes.ts';
import { adminRoutes } from './admins/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { defineWebhookDeliveryJobs } from './webhooks/deliver.ts';
import { webhooksDocument } from './webhooks/openapi.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { syncEnvAdmins } from './admins/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    jobs: JobQueue;
    sessionSigner: SessionSigner;
    /** The session secret, for keys derived from it (calendar-feed/service.ts). */
    serverSecret: Uint8Array;
    publicReads: PublicReadCache;
    /** What the features above events give it (events/after-save.ts). */
    eventHooks: EventHooks;
    /** The users of recently seen session tokens (auth/session-cache.ts), made on the first signed-in call. */
    sessionCache: () => SessionCache;
  }
}

export type BuildOptions = {
  database?: Database;
  mailer?: Mailer;
  /** Job queue timings (tests of retries and crashed workers). */
  jobs?: Pick<JobQueueOptions, 'pollMs' | 'maintenanceSeconds' | 'timeoutSeconds'>;
};

/**
 * Background jobs wait (up to a few seconds in a row, jobs/queue.ts) while this many API requests
 * are being served: a launch's burst, not a community's ordinary traffic.
 */
const JOBS_YIELD_AT_REQUESTS = 16;

/** The explicit list of features, each a plugin mounted under /api. */
const features = [
  authRoutes,
  userRoutes,
  calendarFeedRoutes,
  uploadRoutes,
  issueRoutes,
  eventRoutes,
  projectRoutes,
  judgingRoutes,
  registrationRoutes,
  decisionRoutes,
  inviteRoutes,
  guestMessageRoutes,
  checkInRoutes,
  apiKeyRoutes,
  webhookRoutes,
  adminRoutes,
  jobRoutes,
  searchRoutes,
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    // Start-up (migrations, search set-up, the job queue's tables) can take seconds on a busy machine.
    pluginTimeout: 60_000,
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverDeadlines(config.deadlines),
    clientErrorHandler: answerClientError,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // First of the hooks: a request shed under load costs next to nothing.
  await registerOverload(app, config.overload);
  registerBodyDeadlines(app, config.deadlines);
  closeEarlyAnswers(app);

  const createStorage = await prepareStorage(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      // A query on a connection that went silent fails (503) instead of holding its request for minutes.
      queryTimeoutMs: 10_000,
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const publicReads = createPublicReadCache({
    listen: config.publicReadCache ? (handlers) => database.listen(PUBLIC_READS_CHANNEL, handlers) : null,
  });
  app.decorate('publicReads', publicReads);
  // Made on the first signed-in call, so a worker, which serves none, opens no LISTEN for it.
  let sessions: SessionCache | undefined;
  const sessionCache = () => (sessions ??= createSessionCache((handlers) => database.listen(SESSION_CHANGES_CHANNEL, handlers)));
  app.decorate('sessionCache', sessionCache);
  // ADMIN_EMAILS is re-read at every start: an address taken out of it loses admin now.
  await syncEnvAdmins({ db: database.db, adminEmails: config.adminEmails, log: app.log });
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  const serverSecret = await loadSessionSecret({ sessionSecret: config.sessionSecret, db: database.db, dataDir: config.dataDir });
  const signer = createSessionSigner(serverSecret);
  app.decorate('sessionSigner', signer);
  app.decorate('serverSecret', serverSecret);
  app.decorate('storage', createStorage(database.db));
  // docs/architecture.md#jobs: every side effect that leaves the process is a job, enqueued with its cause.
  const apiRequests = countApiRequests(app);
  const jobs = createJobQueue({
    database,
    log: app.log,
    busy: () => apiRequests() >= JOBS_YIELD_AT_REQUESTS,
    ...options.jobs,
  });
  app.decorate('jobs', jobs);
  defineMailJobs(jobs, app.mailer);
  defineSignInLinkJobs(jobs, { mailer: app.mailer, appUrl: config.appUrl });
  defineInviteMailJobs(jobs, { mailer: app.mailer, appUrl: config.appUrl });
  defineReminderJobs(jobs, { appUrl: config.appUrl, leadMinutes: config.reminderLeadMinutes });
  defineDecisionMailJobs(jobs, { appUrl: config.appUrl });
  defineWaitlistPromotionJobs(jobs, { appUrl: config.appUrl });
  defineStartChangeNoticeJobs(jobs, { appUrl: config.appUrl, leadMinutes: config.reminderLeadMinutes });
  defineWebhookDeliveryJobs(jobs, { allowPrivate: config.webhookAllowPrivate });
  // Events imports no other feature (docs/decisions/037-one-way-server-features.md): the features
  // that react to a saved event, in this order, and the event page's projects are given to it here.
  app.decorate('eventHooks', {
    saved: [
      remindersOnEventSaved({ leadMinutes: config.reminderLeadMinutes }),
      waitlistOnEventSaved({ appUrl: config.appUrl }),
      invitesOnEventSaved,
    ],
    projectsOf: (db, eventId) => listEventProjects(db, { eventId }),
  } satisfies EventHooks);
  app.addHook('onReady', () => jobs.start({ work: config.runJobs }));
  if (config.runJobs) app.addHook('onReady', () => scheduleUpcomingReminders(database.db, jobs, config.reminderLeadMinutes));
  // Running jobs finish (or are retried later) before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await publicReads.close();
    await sessions?.close();
    if (!options.database) await database.close();
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  // docs/architecture.md#scale: with REDIS_URL the counters are shared by every instance; otherwise they live in this process.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'hearth-rate-limit-' } : {}) });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Hearth API', version: '1.0.0', description: 'Events community API for AI builders.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token or an admin API key' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: createDocumentTransform({ apiRateLimit: config.apiRateLimit, webhooks: webhooksDocument() }),
  });

  await app.register(docsRoutes);

  // Credentials: each kind of bearer token resolves to an actor, or to nothing.
  const resolvers: CredentialResolver[] = [
    async (token) => {
      // Not a JWT (an API key): nothing to look up.
      if (token.split('.').length !== 3) return null;
      const row = await sessionCache().read(token, async () => {
        const claims = await signer.verify(token);
        if (!claims) return null;
        const user = await findSessionUser(database.db, claims, config.sessionMaxAgeDays);
        return user && { user, expiresAt: claims.expiresAt };
      });
      return (
        row && {
          userId: row.id,
          email: row.email,
          role: row.role === 'admin' ? 'admin' : 'user',
          sessionId: row.sessionId,
          apiKeyId: null,
          scopes: null,
        }
      );
    },
    apiKeyResolver(database.db),
  ];
  app.decorateRequest('actor', null);
  const resolveActor = async (request: FastifyRequest, token: string) => {
    for (const resolve of resolvers) {
      const actor = await resolve(token, request);
      if (actor) {
        request.actor = actor;
        return;
      }
    }
  };
  // A callback, so the many calls without credentials (public reads) pay for no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? bearerToken(request) : null;
    if (!token) return done();
    resolveActor(request, token).then(() => done(), done);
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      // After the credential hook, so a call with an API key is counted against its key.
      api.addHook('onRequest', apiRateLimit(app, config.apiRateLimit));
      api.addHook('onRequest', refuseCallsOutsideKeyScopes);
      for (const feature of features) await api.register(feature);
    },
    { prefix: '/api' },
  );

  await app.register(mcpRoutes({ apiRateLimit: config.apiRateLimit }));
  await app.register(fileRoutes(app.storage));
  await app.register(eventPageMeta({ db: database.db, webDist: config.webDist, appUrl: config.appUrl }));
  await app.register(userPageShell({ db: database.db, webDist: config.webDist }));
  serveWeb(app, config.webDist);
  if (config.warmUp) app.addHook('onReady', () => warmUp(app));
  return app;
}

/** A hop count as the function Fastify runs it as (its types take no number): the nearest `hops` addresses are proxies. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The built SPA: real files from web/dist, index.html for every other non-API GET. */
function serveWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://hearth.local').pathname;
    const html = await appShellFor(webDist, { pathname });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  if (hasWeb) app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !hasWeb) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    return sendIndex(request, reply);
  });
}
