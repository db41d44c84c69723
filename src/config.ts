/** Every environment variable the service reads, parsed once into a frozen object. */
import { DEFAULT_DATABASE_URL, hidePassword } from './project.js';

/** Parsed, validated configuration. */
export interface Config {
  /** Interface the HTTP server binds to. */
  readonly host: string;
  /** TCP port of the HTTP server. */
  readonly port: number;
  /** `sqlite:<path>` or `postgres://…`. */
  readonly databaseUrl: string;
  /** Create and print the demo workspace on an empty store. */
  readonly demo: boolean;
  /** pino level. */
  readonly logLevel: string;
  /** Requests per rolling minute per API key. */
  readonly rateLimitPerMinute: number;
  /** Failed authentications per rolling minute per client address. */
  readonly authFailuresPerMinute: number;
  /** Smallest zone population shown in a server's public status. */
  readonly zoneMinCount: number;
  /** Absolute base address written into the OpenAPI document and the first-start curl line. */
  readonly publicBaseUrl: string;
  /** Delays before attempts 2–5 of a webhook delivery, in milliseconds (±10 % jitter is added). */
  readonly webhookRetryDelaysMs: readonly number[];
  /** Let webhooks reach private, loopback and link-local addresses (local development, tests). */
  readonly webhookAllowPrivateUrls: boolean;
  /** Deliveries attempted at once by one dispatcher. */
  readonly webhookConcurrency: number;
  /** Attempts one webhook may have in flight at once, counted across every process (its receiver's share). */
  readonly webhookMaxInFlight: number;
  /** How often an idle dispatcher looks for due deliveries. */
  readonly webhookPollIntervalMs: number;
  /** Days events and delivery attempts are kept. */
  readonly webhookRetentionDays: number;
  /** Run the webhook dispatcher (and the other background jobs) inside `npm start`. */
  readonly runJobs: boolean;
  /** SMTP server for owner notifications, e.g. `smtp://127.0.0.1:25`; unset: notifications are only stored. */
  readonly smtpUrl: string;
  /** The API key `creator-workspace listen` uses when no --api-key is given (the server never reads it). */
  readonly listenApiKey: string;
  /** From address of notification emails. */
  readonly smtpFrom: string;
  /** Seconds without a heartbeat after which a game server is offline. */
  readonly serverOfflineAfterSeconds: number;
  /** Heartbeats per rolling minute per game server. */
  readonly heartbeatsPerMinute: number;
  /** Open connections one client address (IPv6: one /64) may hold; further ones are closed at once. */
  readonly maxConnectionsPerAddress: number;
  /** Answers each process keeps in memory (answer-cache.ts); 0 turns the cache off. */
  readonly answerCacheEntries: number;
  /** Redis for the rate-limit counters, shared by every process; empty: the store (PostgreSQL) or this process (SQLite). */
  readonly redisUrl: string;
  /** Bearer token that opens `GET /metrics`; empty: no metrics are kept and /metrics is 404. */
  readonly metricsToken: string;
  /** API processes `npm start` runs on one port (node:cluster). */
  readonly apiProcesses: number;
  /** `json` (one JSON object per line) or `pretty` (for people reading a terminal). */
  readonly logFormat: 'json' | 'pretty';
  /** scrypt's cost for new password hashes, as log2 of N (users/passwords.ts); lowered only by test suites. */
  readonly passwordHashCost: number;
}

interface Variable<T> {
  readonly name: string;
  readonly fallback: string;
  readonly parse: (raw: string) => T | undefined;
  readonly expected: string;
}

const int = (min: number, max: number) => (raw: string): number | undefined => {
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const bool = (raw: string): boolean | undefined =>
  raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
const text = (raw: string): string | undefined => (raw.length > 0 ? raw : undefined);
const databaseUrl = (raw: string): string | undefined =>
  /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(raw) ? raw : undefined;

/** The documented variables: name, default, parser. The README's configuration table mirrors this list. */
export const VARIABLES = {
  host: { name: 'HOST', fallback: '127.0.0.1', parse: text, expected: 'a host name or address' },
  port: { name: 'PORT', fallback: '3000', parse: int(0, 65535), expected: 'an integer 0–65535' },
  databaseUrl: {
    name: 'DATABASE_URL',
    fallback: DEFAULT_DATABASE_URL,
    parse: databaseUrl,
    expected: 'sqlite:<path> or postgres://…',
  },
  demo: { name: 'DEMO', fallback: 'true', parse: bool, expected: 'true or false' },
  logLevel: { name: 'LOG_LEVEL', fallback: 'info', parse: (raw: string) => (LOG_LEVELS.includes(raw) ? raw : undefined), expected: `one of ${LOG_LEVELS.join(', ')}` },
  rateLimitPerMinute: {
    name: 'RATE_LIMIT_PER_MINUTE',
    fallback: '300',
    parse: int(1, 10_000_000),
    expected: 'a positive integer',
  },
  authFailuresPerMinute: {
    name: 'AUTH_FAILURE_LIMIT_PER_MINUTE',
    fallback: '60',
    parse: int(1, 10_000_000),
    expected: 'a positive integer',
  },
  zoneMinCount: { name: 'ZONE_MIN_COUNT', fallback: '5', parse: int(1, 1_000_000), expected: 'a positive integer' },
  publicBaseUrl: {
    name: 'PUBLIC_BASE_URL',
    fallback: '',
    parse: (raw: string) => (raw === '' || /^https?:\/\/[^\s]+\/api\/v1$/.test(raw) ? raw : undefined),
    expected: 'an http(s) address ending in /api/v1',
  },
  webhookRetryDelaysMs: {
    name: 'WEBHOOK_RETRY_DELAYS_MS',
    fallback: '60000,300000,1800000,7200000',
    parse: (raw: string) => {
      const delays = raw.split(',').map((part) => int(0, 604_800_000)(part.trim()));
      return delays.length === 4 && delays.every((d) => d !== undefined) ? (delays as number[]) : undefined;
    },
    expected: 'four comma-separated millisecond delays (a,b,c,d)',
  },
  webhookAllowPrivateUrls: { name: 'WEBHOOK_ALLOW_PRIVATE_URLS', fallback: 'false', parse: bool, expected: 'true or false' },
  webhookConcurrency: { name: 'WEBHOOK_CONCURRENCY', fallback: '32', parse: int(1, 1000), expected: 'an integer 1–1000' },
  webhookMaxInFlight: { name: 'WEBHOOK_MAX_IN_FLIGHT', fallback: '4', parse: int(1, 1000), expected: 'an integer 1–1000' },
  webhookPollIntervalMs: { name: 'WEBHOOK_POLL_INTERVAL_MS', fallback: '250', parse: int(5, 60_000), expected: 'an integer 5–60000' },
  webhookRetentionDays: { name: 'WEBHOOK_RETENTION_DAYS', fallback: '30', parse: int(1, 3650), expected: 'an integer 1–3650' },
  runJobs: { name: 'WORKER', fallback: 'true', parse: bool, expected: 'true or false' },
  listenApiKey: { name: 'CW_API_KEY', fallback: '', parse: (raw: string) => raw, expected: 'an API key (cwk_…)' },
  smtpUrl: {
    name: 'SMTP_URL',
    fallback: '',
    parse: (raw: string) => (raw === '' || /^smtps?:\/\/\S+$/.test(raw) ? raw : undefined),
    expected: 'smtp://host:port or smtps://…',
  },
  smtpFrom: { name: 'SMTP_FROM', fallback: 'Creator Workspace <no-reply@creator-workspace.invalid>', parse: text, expected: 'an email address' },
  serverOfflineAfterSeconds: { name: 'SERVER_OFFLINE_AFTER_SECONDS', fallback: '90', parse: int(1, 86_400), expected: 'an integer 1–86400' },
  heartbeatsPerMinute: { name: 'HEARTBEAT_RATE_LIMIT_PER_MINUTE', fallback: '120', parse: int(1, 1_000_000), expected: 'a positive integer' },
  maxConnectionsPerAddress: { name: 'MAX_CONNECTIONS_PER_ADDRESS', fallback: '1000', parse: int(1, 1_000_000), expected: 'a positive integer' },
  answerCacheEntries: { name: 'ANSWER_CACHE_ENTRIES', fallback: '5000', parse: int(0, 1_000_000), expected: 'an integer from 0 (no cache) to 1000000' },
  redisUrl: {
    name: 'REDIS_URL',
    fallback: '',
    parse: (raw: string) => (raw === '' || /^rediss?:\/\/\S+$/.test(raw) ? raw : undefined),
    expected: 'redis://host:port[/db] or rediss://…',
  },
  metricsToken: {
    name: 'METRICS_TOKEN',
    fallback: '',
    // Long enough that guessing it is hopeless; token characters only, so it fits a header as it is.
    parse: (raw: string) => (raw === '' || /^[A-Za-z0-9._~+/=-]{16,256}$/.test(raw) ? raw : undefined),
    expected: '16–256 characters of A–Z a–z 0–9 . _ ~ + / = -',
  },
  apiProcesses: { name: 'WORKERS', fallback: '1', parse: int(1, 64), expected: 'an integer 1–64' },
  logFormat: {
    name: 'LOG_FORMAT',
    fallback: 'json',
    parse: (raw: string) => (raw === 'json' || raw === 'pretty' ? raw : undefined),
    expected: 'json or pretty',
  },
  passwordHashCost: { name: 'PASSWORD_HASH_COST', fallback: '15', parse: int(10, 20), expected: 'an integer 10–20' },
} satisfies Record<keyof Config, Variable<unknown>>;

/** Reads the configuration from an environment; throws one message naming every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const problems: string[] = [];
  const read = <T>(variable: Variable<T>): T => {
    const raw = env[variable.name] ?? variable.fallback;
    const value = variable.parse(raw);
    if (value === undefined) {
      // Addresses may carry credentials: they are shown with the password hidden.
      const shown = `=${JSON.stringify(/_URL$/.test(variable.name) ? hidePassword(raw) : raw)}`;
      problems.push(`${variable.name}${shown} is invalid: expected ${variable.expected}`);
    }
    return value as T;
  };
  const host = read(VARIABLES.host);
  const port = read(VARIABLES.port);
  const config: Config = {
    host,
    port,
    databaseUrl: read(VARIABLES.databaseUrl),
    demo: read(VARIABLES.demo),
    logLevel: read(VARIABLES.logLevel),
    rateLimitPerMinute: read(VARIABLES.rateLimitPerMinute),
    authFailuresPerMinute: read(VARIABLES.authFailuresPerMinute),
    zoneMinCount: read(VARIABLES.zoneMinCount),
    publicBaseUrl: read(VARIABLES.publicBaseUrl) || `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/v1`,
    webhookRetryDelaysMs: read(VARIABLES.webhookRetryDelaysMs),
    webhookAllowPrivateUrls: read(VARIABLES.webhookAllowPrivateUrls),
    webhookConcurrency: read(VARIABLES.webhookConcurrency),
    webhookMaxInFlight: read(VARIABLES.webhookMaxInFlight),
    webhookPollIntervalMs: read(VARIABLES.webhookPollIntervalMs),
    webhookRetentionDays: read(VARIABLES.webhookRetentionDays),
    runJobs: read(VARIABLES.runJobs),
    smtpUrl: read(VARIABLES.smtpUrl),
    listenApiKey: read(VARIABLES.listenApiKey),
    smtpFrom: read(VARIABLES.smtpFrom),
    serverOfflineAfterSeconds: read(VARIABLES.serverOfflineAfterSeconds),
    heartbeatsPerMinute: read(VARIABLES.heartbeatsPerMinute),
    maxConnectionsPerAddress: read(VARIABLES.maxConnectionsPerAddress),
    answerCacheEntries: read(VARIABLES.answerCacheEntries),
    redisUrl: read(VARIABLES.redisUrl),
    metricsToken: read(VARIABLES.metricsToken),
    apiProcesses: read(VARIABLES.apiProcesses),
    logFormat: read(VARIABLES.logFormat),
    passwordHashCost: read(VARIABLES.passwordHashCost),
  };
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return Object.freeze(config);
}
