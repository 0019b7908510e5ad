import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: server/dist/app/config.js (or server/src/app/config.ts) is three levels below it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function int(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

function str(name: string): string | undefined {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

/** EVENT_BUS_URL: unset (PostgreSQL NOTIFY), or a `nats://` or `redis://` URL. */
function busUrl(name: string): string | undefined {
  const raw = str(name);
  if (raw && !/^(nats|rediss?):\/\//.test(raw))
    throw new Error(`${name} must be nats://… or redis://… (or unset for PostgreSQL), got "${raw}"`);
  return raw;
}

/** A two-letter country code, upper-cased; `none` for no country. */
function marketCountry(name: string, fallback: string): string | null {
  const raw = str(name)?.trim() ?? fallback;
  if (raw.toLowerCase() === 'none') return null;
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw new Error(`${name} must be a two-letter country code or none, got "${raw}"`);
  return raw.toUpperCase();
}

function list(name: string): string[] {
  return (str(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** VAT_RATE: a fraction from 0 to 1 (0.075 is 7.5%). */
function rate(name: string, fallback: number): number {
  const raw = str(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} must be a fraction from 0 to 1 (0.075 is 7.5%), got "${raw}"`);
  return value;
}

function workerCount(name: string): number {
  if (str(name)?.toLowerCase() === 'auto') return os.availableParallelism();
  return int(name, 1, 1);
}

/**
 * TRUST_PROXY, as express's `trust proxy` takes it: unset or `false` trusts no forwarded header
 * (the peer's address is the client's); a number is the count of proxy hops in front of the
 * server; otherwise a comma-separated list of proxy addresses, subnets or the names `loopback`,
 * `linklocal`, `uniquelocal`.
 */
export type TrustProxy = false | number | string[];

function trustProxy(name: string): TrustProxy {
  const raw = str(name)?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw.toLowerCase() === 'true')
    throw new Error(
      `${name}=true would trust X-Forwarded-For from anyone: give the hop count or the proxies' addresses`,
    );
  return list(name);
}

/** One social sign-in provider: on only when both its client id and secret are set. */
export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string;
  /** Google: the OIDC issuer whose discovery document names the endpoints. */
  issuer?: string;
  /** GitHub: where the browser authorises and where the code is exchanged, and the REST API. */
  authorizationUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
};

function socialProvider(
  prefix: string,
  endpoints: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
): SocialProviderConfig | null {
  const clientId = str(`${prefix}_CLIENT_ID`);
  const clientSecret = str(`${prefix}_CLIENT_SECRET`);
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, ...endpoints };
}

/**
 * Where uploaded files are kept: a folder on disk (the default, `DATA_DIR/files`, or a
 * `file:///path` STORAGE_URL), or an S3-compatible bucket (`s3://bucket/prefix?endpoint=…&region=…
 * &forcePathStyle=true`, credentials from the URL's userinfo or S3_ACCESS_KEY_ID /
 * S3_SECRET_ACCESS_KEY; or the S3_* variables alone).
 */
export type StorageConfig =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      /** Key prefix inside the bucket ('' or ending with '/'). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

function storageConfig(dataDir: string): StorageConfig {
  const url = str('STORAGE_URL');
  if (url) {
    const parsed = new URL(url);
    if (parsed.protocol === 'file:') return { driver: 'disk', dir: fileURLToPath(parsed) };
    if (parsed.protocol !== 's3:') throw new Error(`STORAGE_URL must be s3://… or file://…, got "${url}"`);
    const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
    const prefix = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
    return {
      driver: 's3',
      bucket: decodeURIComponent(parsed.hostname),
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint: param('endpoint') ?? str('S3_ENDPOINT'),
      region: param('region') ?? str('S3_REGION') ?? 'us-east-1',
      forcePathStyle: (param('forcePathStyle') ?? str('S3_FORCE_PATH_STYLE') ?? 'false') === 'true',
      accessKeyId: decodeURIComponent(parsed.username) || str('S3_ACCESS_KEY_ID'),
      secretAccessKey: decodeURIComponent(parsed.password) || str('S3_SECRET_ACCESS_KEY'),
    };
  }
  const bucket = str('S3_BUCKET');
  if (bucket) {
    const prefix = str('S3_PREFIX') ?? '';
    return {
      driver: 's3',
      bucket,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint: str('S3_ENDPOINT'),
      region: str('S3_REGION') ?? 'us-east-1',
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
      accessKeyId: str('S3_ACCESS_KEY_ID'),
      secretAccessKey: str('S3_SECRET_ACCESS_KEY'),
    };
  }
  return { driver: 'disk', dir: path.join(dataDir, 'files') };
}

/** Which documents `/graphql` runs (see platform/graphql/persisted-documents.ts). */
export type PersistedQueriesMode = 'enforce' | 'allow' | 'off';

function persistedQueriesMode(name: string, isProduction: boolean): PersistedQueriesMode {
  const raw = str(name)?.toLowerCase() ?? (isProduction ? 'enforce' : 'allow');
  if (raw !== 'enforce' && raw !== 'allow' && raw !== 'off')
    throw new Error(`${name} must be enforce, allow or off, got "${raw}"`);
  return raw;
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads the whole configuration from the environment once; every default works on a fresh machine. */
export function loadConfig() {
  const nodeEnv = str('NODE_ENV') ?? 'development';
  const port = int('PORT', 4000);
  const dataDir = path.resolve(repoRoot, str('DATA_DIR') ?? '.data');
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: str('HOST') ?? '0.0.0.0',
    /** Whose X-Forwarded-For to believe (see TrustProxy); by default nobody's. */
    trustProxy: trustProxy('TRUST_PROXY'),
    appBaseUrl: str('APP_BASE_URL') ?? `http://localhost:${port}`,
    cdnUrl: str('CDN_URL'),
    buildAssetsDir: path.resolve(repoRoot, str('BUILD_ASSETS_DIR') ?? 'client/dist'),
    /** Unset: an embedded PostgreSQL with its data under `dataDir`. */
    databaseUrl: str('DATABASE_URL'),
    /** Read replicas of DATABASE_URL: reads that may lag go there (see `db/read-replica.ts`). */
    databaseReplicaUrls: list('DATABASE_REPLICA_URLS'),
    /** Processes serving the one port (`app/cluster.ts`); `auto`: one per core. */
    workers: workerCount('WORKERS'),
    dataDir,
    seed: bool('SEED', true),
    adminEmail: str('ADMIN_EMAIL'),
    adminPassword: str('ADMIN_PASSWORD'),
    smtpUrl: str('SMTP_URL'),
    mailFrom: str('MAIL_FROM') ?? 'BuildWire <no-reply@buildwire.local>',
    outboxDir: path.resolve(repoRoot, str('OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
    /** Secure cookies everywhere but local development and tests over plain http. */
    secureCookies: bool('SECURE_COOKIES', nodeEnv === 'production'),
    logLevel: str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    defaultCurrency: str('DEFAULT_CURRENCY') ?? 'NGN',
    /** The VAT an order's purchase order and invoice add to its lines (fixed on the order when made). */
    vatRate: rate('VAT_RATE', 0.075),
    /** ISO 3166-1 alpha-2 country whose places the place search ranks first (`none`: no country). */
    marketCountry: marketCountry('MARKET_COUNTRY', 'NG'),
    password: {
      minLength: Math.max(6, int('PASSWORD_MIN_LENGTH', 8)),
      maxLength: 128,
      requireLowercase: bool('PASSWORD_REQUIRE_LOWERCASE', false),
      requireUppercase: bool('PASSWORD_REQUIRE_UPPERCASE', false),
      requireDigit: bool('PASSWORD_REQUIRE_DIGIT', false),
      requireSymbol: bool('PASSWORD_REQUIRE_SYMBOL', false),
      rejectCommon: bool('PASSWORD_REJECT_COMMON', true),
    },
    /** A wire takes at most this many live (SENT or ACCEPTED) responses, then shows as "quotes full". */
    maxLiveResponsesPerWire: int('MAX_LIVE_RESPONSES_PER_WIRE', 10, 1),
    /** The most quotes a buyer may choose for a wire to take (never below the default above). */
    maxResponseCap: Math.max(int('MAX_RESPONSE_CAP', 50, 1), int('MAX_LIVE_RESPONSES_PER_WIRE', 10, 1)),
    /** The most partners a buyer may invite to quote on one wire. */
    wireMaxInvites: int('WIRE_MAX_INVITES', 10, 1),
    rateLimit: {
      signInPerAccount: int('SIGNIN_LIMIT_PER_ACCOUNT', 5, 1),
      signInPerIp: int('SIGNIN_LIMIT_PER_IP', 50, 1),
      /** The longest an untrusted sign-in on an account under attack is held before its check (0: never). */
      signInMaxDelaySeconds: int('SIGNIN_LIMIT_MAX_DELAY_SECONDS', 10, 0),
      signUpPerIp: int('SIGNUP_LIMIT_PER_IP', 20, 1),
      postWirePerMember: int('POST_WIRE_LIMIT_PER_MEMBER', 20, 1),
      respondPerPartner: int('RESPOND_LIMIT_PER_PARTNER', 60, 1),
      /** Files one account may upload per window (each is decoded and re-encoded: CPU, not only bytes). */
      uploadsPerMember: int('UPLOAD_LIMIT_PER_MEMBER', 200, 1),
      /** Emailed links (sign-in and password reset together) asked for one address, and from one IP. */
      emailLinkPerEmail: int('EMAIL_LINK_LIMIT_PER_EMAIL', 5, 1),
      emailLinkPerIp: int('EMAIL_LINK_LIMIT_PER_IP', 30, 1),
      windowMinutes: 15,
    },
    /**
     * The event bus (`events/event-bus.ts`): what wakes the processes' outbox readers (unset:
     * PostgreSQL NOTIFY; `nats://…`; `redis://…`), how often each reads anyway, and how long
     * outbox rows are kept (a day: the event feed reads back that far; a process away longer
     * ends its live streams: their clients refetch).
     */
    events: {
      busUrl: busUrl('EVENT_BUS_URL'),
      pollMs: int('EVENT_OUTBOX_POLL_MS', 2000, 50),
      retentionMinutes: int('EVENT_OUTBOX_RETENTION_MINUTES', 1440, 1),
    },
    /** The job queue (`jobs/job-queue.ts`): jobs one process runs at once, and how often it looks for due retries. */
    jobs: {
      concurrency: int('JOB_CONCURRENCY', 4, 1),
      pollIntervalMs: int('JOB_POLL_INTERVAL_MS', 2000, 50),
      /** false: this process queues jobs but runs none (another process's worker does). */
      worker: bool('JOB_WORKER', true),
    },
    /** How long a rotated API token keeps working beside its successor (`rotateApiToken`). */
    apiTokenRotationGraceSeconds: int('API_TOKEN_ROTATION_GRACE_SECONDS', 24 * 3600, 1),
    /** Webhooks (`webhook/`): retries, when a failing one is turned off, and who may be called. */
    webhooks: {
      /** The first retry waits this long, each next one twice as long (at most an hour). */
      retryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 10),
      /** A delivery is retried for this long after its event, then it has FAILED. */
      retryWindowMs: int('WEBHOOK_RETRY_WINDOW_MS', 24 * 3600 * 1000, 100),
      /** A webhook whose deliveries have all failed for this long is disabled and its owner told. */
      disableAfterMs: int('WEBHOOK_DISABLE_AFTER_MS', 24 * 3600 * 1000, 100),
      /** How long one delivery may take before it counts as failed. */
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 10_000, 100),
      /** Loopback and private addresses may receive (local development and tests only). */
      allowPrivateTargets: bool('WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
      maxPerMember: int('WEBHOOK_LIMIT_PER_MEMBER', 10, 1),
    },
    /**
     * Web Push (`push/`): the VAPID key pair (both set, or neither: then one is made once and kept
     * in the database, so every process signs alike), the subject push services may contact, and
     * who may receive (https on public addresses, unless allowed for local development and tests).
     */
    push: {
      vapidPublicKey: str('VAPID_PUBLIC_KEY'),
      vapidPrivateKey: str('VAPID_PRIVATE_KEY'),
      /** `mailto:` or `https:`; unset → APP_BASE_URL when https, else `mailto:` MAIL_FROM's address. */
      vapidSubject: str('VAPID_SUBJECT'),
      /** http endpoints and loopback or private addresses may receive (local development and tests only). */
      allowPrivateEndpoints: bool('PUSH_ALLOW_PRIVATE_ENDPOINTS', false),
      /** How long one push request may take before it counts as failed (and is retried). */
      timeoutMs: int('PUSH_TIMEOUT_MS', 10_000, 100),
      /** How long a push service keeps a message for a device that is offline. */
      ttlSeconds: int('PUSH_TTL_SECONDS', 24 * 3600, 0),
    },
    sessionDays: 30,
    /** An admin without two-factor sign-in must set it up before anything else (REQUIRE_ADMIN_2FA). */
    requireAdmin2fa: bool('REQUIRE_ADMIN_2FA', false),
    /** How long an emailed sign-in link and a password reset link work (single use). */
    signInLinkMinutes: 15,
    passwordResetMinutes: 30,
    /** Social sign-in (member/social-sign-in.service.ts); a provider without id and secret is off. */
    social: {
      google: socialProvider('GOOGLE', {
        issuer: str('GOOGLE_ISSUER') ?? 'https://accounts.google.com',
      }),
      github: socialProvider('GITHUB', {
        authorizationUrl: str('GITHUB_AUTHORIZATION_URL') ?? 'https://github.com/login/oauth/authorize',
        tokenUrl: str('GITHUB_TOKEN_URL') ?? 'https://github.com/login/oauth/access_token',
        apiUrl: str('GITHUB_API_URL') ?? 'https://api.github.com',
      }),
      /** How long the state/PKCE cookies of a sign-in, and a remembered new identity, last. */
      flowMinutes: 10,
      pendingIdentityMinutes: 30,
    },
    /** A query deeper than this, or costlier, is refused before it runs. */
    maxQueryDepth: int('MAX_QUERY_DEPTH', 12, 2),
    maxQueryCost: int('MAX_QUERY_COST', 5000, 10),
    /** Shape limits on every operation, over HTTP and WebSocket alike (`platform/limits/query-limits.ts`). */
    maxQueryAliases: int('MAX_QUERY_ALIASES', 30, 1),
    maxQueryTokens: int('MAX_QUERY_TOKENS', 3000, 100),
    maxQueryDirectives: int('MAX_QUERY_DIRECTIVES', 20, 1),
    /**
     * The client's own documents by hash: `enforce` (production's default) lets a browser session
     * run nothing else; `allow` also runs any text; `off` ignores the build's list.
     */
    persistedQueries: persistedQueriesMode('PERSISTED_QUERIES', nodeEnv === 'production'),
    /**
     * Each client's cost budget (a token bucket: `burst` at most, refilled `perMinute`), debited
     * by every operation's estimated cost and, after it ran, by what its database work cost beyond
     * that (`perDatabaseMs` a millisecond of statement time); anonymous clients by IP, signed-in
     * ones by account.
     */
    costBudget: {
      burst: int('COST_BUDGET_BURST', 25000, 10),
      perMinute: int('COST_BUDGET_PER_MINUTE', 15000, 1),
      perDatabaseMs: int('COST_PER_DATABASE_MS', 10, 0),
    },
    /** Operations of one client running at once; more wait in its queue (up to `queued`, `waitMs`). */
    clientConcurrency: {
      running: int('CLIENT_MAX_RUNNING', 3, 1),
      queued: int('CLIENT_MAX_QUEUED', 20, 0),
      waitMs: int('CLIENT_QUEUE_WAIT_MS', 10000, 0),
    },
    /**
     * Operations costing `cost` or more, of all clients: `running` at once, the rest queued; a
     * heavy query reads on one connection.
     */
    heavyQueries: {
      cost: int('HEAVY_QUERY_COST', 2000, 1),
      running: int('HEAVY_QUERIES_RUNNING', 1, 1),
      queued: int('HEAVY_QUERIES_QUEUED', 100, 0),
      waitMs: int('HEAVY_QUERIES_WAIT_MS', 10000, 0),
    },
    /** PostgreSQL `statement_timeout` of the server's connections (migrations run without it). */
    statementTimeoutMs: int('STATEMENT_TIMEOUT_MS', 5000, 0),
    dbConnectTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', 5000, 100),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10000, 0),
    /**
     * On SIGTERM, how long the server still answers on open connections (each answer closing its
     * connection, /readyz saying 503) before it stops taking requests, so that a request already
     * on its way is served rather than reset.
     */
    shutdownDelayMs: int('SHUTDOWN_DELAY_MS', 1000, 0),
    /** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
    retryAfterSeconds: int('RETRY_AFTER_SECONDS', 5, 1),
    /** The largest request body (HTTP) and websocket message, in bytes. */
    maxRequestBytes: int('MAX_REQUEST_BYTES', 1024 * 1024, 1024),
    /**
     * The client's POSTs to /graphql served ahead of express with the same steps
     * (platform/http/graphql-lean.ts); `false` leaves every request to express.
     */
    leanGraphql: bool('LEAN_GRAPHQL', true),
    /**
     * Queries and mutations over HTTP run as compiled functions, one per operation
     * (platform/graphql/compiled-execution.ts); `false`: graphql-js' `execute`.
     */
    compiledGraphql: bool('COMPILED_GRAPHQL', true),
    /**
     * Browser origins besides APP_BASE_URL's that may open the websocket (comma-separated, e.g.
     * `https://buildwire.example,https://www.buildwire.example`); see platform/realtime/ws-origin.ts.
     */
    allowedOrigins: list('ALLOWED_ORIGINS'),
    /** Operations one websocket may start per second, and in one burst. */
    wsOpsPerSecond: int('WS_OPS_PER_SECOND', 20, 1),
    /**
     * `/metrics` (Prometheus): with METRICS_TOKEN it asks for `Authorization: Bearer <token>`;
     * without one it is open in development and absent (404) in production.
     */
    metricsToken: str('METRICS_TOKEN') ?? null,
    wsOpsBurst: int('WS_OPS_BURST', 50, 1),
    /**
     * The most bytes of frames one websocket may hold unsent: a subscriber reading slower than its
     * events come is closed (1013) and reconnects, rather than kept in memory without end.
     */
    wsMaxBufferedBytes: int('WS_MAX_BUFFERED_BYTES', 4 * 1024 * 1024, 1024),
    /** Where uploads are kept (see StorageConfig). */
    storage: storageConfig(dataDir),
    /** Uploads (`POST /api/uploads`, SPEC §4/§5). */
    uploads: {
      /** The largest file accepted, in bytes (images and PDFs alike). */
      maxFileBytes: int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024),
      /** What one account may keep stored, in bytes (the sum of its files' sizes). */
      quotaBytes: int('UPLOAD_QUOTA_BYTES', 200 * 1024 * 1024, 0),
      /** An image larger than this many pixels is refused (a decompression bomb fits in 10 MB). */
      maxImagePixels: int('UPLOAD_MAX_IMAGE_PIXELS', 50_000_000, 1),
      /** Images decoded and re-encoded at once by one process (the others wait their turn). */
      concurrentImageJobs: int('UPLOAD_CONCURRENT_IMAGE_JOBS', 2, 1),
      /** Files never attached to a record are removed after this many hours. */
      unattachedHours: int('UPLOAD_UNATTACHED_HOURS', 24, 1),
    },
  };
}
