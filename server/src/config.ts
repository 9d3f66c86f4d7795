import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { EVENT_TIME_ZONE, isTimeZone } from '@hearth/contract/event-dates';
import type { OverloadOptions } from './http/overload.ts';

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/**
 * Which proxies in front may set X-Forwarded-For: `off`, a hop count, or a comma-separated list of
 * proxy addresses and CIDR ranges. Never every hop: the client writes the first entries. The old
 * `on`/`true` means one proxy (the usual single nginx).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'off' || lower === 'false' || lower === '0' || lower === '') return false;
    if (lower === 'on' || lower === 'true') return 1;
    if (/^\d+$/.test(lower)) return Number(lower);
    const addresses = value.split(',').map((item) => item.trim());
    const bad = addresses.find((item) => !isAddressOrRange(item));
    if (bad === undefined) return addresses;
    context.addIssue({
      code: 'custom',
      message: `must be off, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges ("${bad}" is none)`,
    });
    return z.NEVER;
  });

function isAddressOrRange(item: string): boolean {
  const [address = '', bits, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Fastify's `trustProxy`: off, the number of proxy hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** The environment of docs/architecture.md#environment as a schema: parsed once, failing fast with every bad variable. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Hearth <no-reply@hearth.local>'),
  ADMIN_EMAILS: z.string().default(''),
  DEMO_DATA: booleanFlag.default(true),
  DEFAULT_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/London')
    .default(EVENT_TIME_ZONE),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(3650).default(90),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  AUTH_IP_LIMIT: z.coerce.number().int().positive().default(20),
  AUTH_EMAIL_LIMIT: z.coerce.number().int().positive().default(5),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  INVITE_HOURLY_LIMIT: z.coerce.number().int().positive().default(100),
  INVITE_DAILY_LIMIT: z.coerce.number().int().positive().default(300),
  EMBEDDINGS_URL: z.string().url().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().optional(),
  SEARCH_BACKGROUND_EMBEDDING: booleanFlag.default(true),
  RUN_JOBS: booleanFlag.default(true),
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
  MAX_IN_FLIGHT_PER_IP: z.coerce.number().int().min(0).default(32),
  HEADERS_TIMEOUT: z.coerce.number().int().positive().default(10_000),
  BODY_TIMEOUT: z.coerce.number().int().positive().default(10_000),
  UPLOAD_IDLE_TIMEOUT: z.coerce.number().int().positive().default(30_000),
  REQUEST_TIMEOUT: z.coerce.number().int().positive().default(300_000),
  MAX_EVENT_LOOP_STALL: z.coerce.number().int().min(0).default(0),
  MAX_EVENT_LOOP_DELAY: z.coerce.number().int().min(0).default(1000),
  MAX_PER_TURN: z.coerce.number().int().min(0).default(2),
  MAX_QUEUE_WAIT: z.coerce.number().int().min(0).default(2000),
  WARM_UP: booleanFlag.default(true),
  PUBLIC_READ_CACHE: booleanFlag.default(true),
  // A day before the start.
  REMINDER_LEAD_MINUTES: z.coerce.number().int().positive().default(1440),
  // How long a host's decision can be undone before the guest is e-mailed (docs/decisions/015).
  DECISION_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Webhooks may reach private, loopback and link-local addresses (tests, a receiver on the same network).
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  UPLOAD_PENDING_LIMIT: z.coerce.number().int().positive().default(3),
  // 30 MiB of declared size.
  UPLOAD_PENDING_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1024 * 1024),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
});

/** S3 settings that only make sense together (the schema checks each one alone). */
function checkS3Settings(vars: Partial<Record<`S3_${string}`, unknown>>, context: z.RefinementCtx) {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  const orphans = others.filter((name) => vars[name] !== undefined);
  if (!S3_BUCKET && orphans.length > 0) {
    // Without the bucket, files would quietly go to this instance's local disk.
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${orphans.join(', ')} is` });
  }
  if (S3_ACCESS_KEY_ID && !S3_SECRET_ACCESS_KEY) {
    context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'must be set with S3_ACCESS_KEY_ID' });
  }
  if (S3_SECRET_ACCESS_KEY && !S3_ACCESS_KEY_ID) {
    context.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'must be set with S3_SECRET_ACCESS_KEY' });
  }
}

/**
 * Object storage for stored files and resumable uploads (storage/s3-storage.ts). Without keys the
 * AWS SDK's default chain applies (AWS_* variables, instance or task roles).
 */
export type S3Config = {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name (MinIO-style servers). */
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: Set<string>;
  demoData: boolean;
  /** The zone a new event gets when its form sends none (docs/configuration.md). */
  defaultTimeZone: string;
  sessionSecret: string | undefined;
  /** Days from sign-in after which no refresh extends a session: the person signs in again. */
  sessionMaxAgeDays: number;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDist: string;
  /** Whose X-Forwarded-For to honour (only proxies that overwrite it; otherwise clients could spoof it). */
  trustProxy: TrustProxy;
  /** Sign-in link requests per IP per 15 minutes. */
  authIpLimit: number;
  /** Sign-in link requests per e-mail address per 15 minutes. */
  authEmailLimit: number;
  /** API calls per minute per API key, or per IP without one (429 with Retry-After beyond it). */
  apiRateLimit: number;
  /** Invitation e-mails one host may send for one event per hour and per day (429 with Retry-After beyond). */
  inviteLimits: { hourly: number; daily: number };
  /** Search embeddings: the local model, or an OpenAI-compatible endpoint when `url` is set. */
  embeddings: { url: string | undefined; apiKey: string | undefined; model: string | undefined; background: boolean };
  /** Whether this process works through the durable job queue (`RUN_JOBS=off`: HTTP only; it still enqueues). */
  runJobs: boolean;
  /** Load shedding (http/overload.ts); 0 turns a bound off. */
  overload: OverloadOptions;
  /** How long a client may take to send a request (http/deadlines.ts). */
  deadlines: { headersMs: number; bodyMs: number; uploadIdleMs: number; requestMs: number };
  /** Send a few requests through the common routes before listening (http/warm-up.ts). */
  warmUp: boolean;
  /** Keep anonymous event reads in memory, emptied on every change (events/public-cache.ts). */
  publicReadCache: boolean;
  /** How long before an event's start its approved guests get their reminder e-mail (reminders/). */
  reminderLeadMinutes: number;
  /** A host's decision is e-mailed this long after it is made, so it can still be undone (decisions/). */
  decisionGraceSeconds: number;
  /** Webhooks may be sent to private, loopback and link-local addresses (webhooks/address-guard.ts). */
  webhookAllowPrivate: boolean;
  /** Unfinished resumable uploads one user may hold at once, and their declared bytes together (429 beyond). */
  pendingUploads: { count: number; bytes: number };
  /** Set (S3_BUCKET): stored files and tus upload parts live in this bucket, not under DATA_DIR. */
  s3: S3Config | undefined;
  /** Tests pass `memory` for an in-memory PGlite. */
  inMemoryDatabase?: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.superRefine(checkS3Settings).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    adminEmails: new Set(
      vars.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    demoData: vars.DEMO_DATA,
    defaultTimeZone: vars.DEFAULT_TIME_ZONE,
    sessionSecret: vars.SESSION_SECRET,
    sessionMaxAgeDays: vars.SESSION_MAX_AGE_DAYS,
    redisUrl: vars.REDIS_URL,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    authIpLimit: vars.AUTH_IP_LIMIT,
    authEmailLimit: vars.AUTH_EMAIL_LIMIT,
    apiRateLimit: vars.API_RATE_LIMIT,
    inviteLimits: { hourly: vars.INVITE_HOURLY_LIMIT, daily: vars.INVITE_DAILY_LIMIT },
    embeddings: {
      url: vars.EMBEDDINGS_URL,
      apiKey: vars.EMBEDDINGS_API_KEY,
      model: vars.EMBEDDINGS_MODEL,
      background: vars.SEARCH_BACKGROUND_EMBEDDING,
    },
    runJobs: vars.RUN_JOBS,
    overload: {
      maxInFlight: vars.MAX_IN_FLIGHT,
      maxInFlightPerIp: vars.MAX_IN_FLIGHT_PER_IP,
      maxEventLoopStallMs: vars.MAX_EVENT_LOOP_STALL,
      maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY,
      maxPerTurn: vars.MAX_PER_TURN,
      maxQueueWaitMs: vars.MAX_QUEUE_WAIT,
    },
    deadlines: {
      headersMs: vars.HEADERS_TIMEOUT,
      bodyMs: vars.BODY_TIMEOUT,
      uploadIdleMs: vars.UPLOAD_IDLE_TIMEOUT,
      requestMs: vars.REQUEST_TIMEOUT,
    },
    warmUp: vars.WARM_UP,
    publicReadCache: vars.PUBLIC_READ_CACHE,
    reminderLeadMinutes: vars.REMINDER_LEAD_MINUTES,
    decisionGraceSeconds: vars.DECISION_GRACE_SECONDS,
    webhookAllowPrivate: vars.WEBHOOK_ALLOW_PRIVATE,
    pendingUploads: { count: vars.UPLOAD_PENDING_LIMIT, bytes: vars.UPLOAD_PENDING_BYTES },
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION ?? 'us-east-1',
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    webDist: path.resolve(vars.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
