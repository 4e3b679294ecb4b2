import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import type { TrustProxy } from '../http/client-address';

/**
 * The one place where the process environment is read. Everything else receives the
 * parsed, validated `AppConfig` through Nest's injector (token `APP_CONFIG`).
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const optionalUrl = (protocols: string[], hint: string) =>
  optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    `must be a ${hint} URL`,
  );

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** Like `port`, where 0 turns the listener off. */
const portOrOff = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 (off) and 65535')
  .max(65535, 'must be between 0 (off) and 65535');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const TRUST_PROXY_VALUES =
  'the number of proxies in front of the app (1, 2…) or their addresses/CIDRs, comma-separated';

/** Off, a hop count, or the proxies' addresses; `true` is refused: it believes whatever address a client writes. */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(lower)) {
      context.addIssue({
        code: 'custom',
        message: `must be ${TRUST_PROXY_VALUES}, not true (that believes any address a client writes into X-Forwarded-For)`,
      });
      return z.NEVER;
    }
    const proxies = value.split(',').map((proxy) => proxy.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    context.addIssue({ code: 'custom', message: `must be false, ${TRUST_PROXY_VALUES}` });
    return z.NEVER;
  });

/** An address or CIDR as written in full (proxy-addr alone would take `1.5` for 1.0.0.5), or proxy-addr's named ranges. */
function isProxyAddress(proxy: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(proxy)) return true;
  if (!isIP(proxy.split('/')[0])) return false;
  try {
    proxyAddr.compile(proxy);
    return true;
  } catch {
    return false;
  }
}

/** A DNS server as `node:dns` takes it: `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`. */
function isDnsServer(server: string): boolean {
  const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ?? /^([^:]+)(?::(\d+))?$/.exec(server);
  if (!match) return isIP(server) === 6;
  const [, address, portText] = match;
  const portNumber = portText === undefined ? 53 : Number(portText);
  return isIP(address) !== 0 && portNumber >= 1 && portNumber <= 65535;
}

const dnsServers = z
  .string()
  .trim()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
  )
  .refine(
    (servers) => servers.every(isDnsServer),
    'must be DNS servers as IP addresses with an optional port (1.2.3.4:53, [::1]:53), comma-separated',
  );

const hostName = optionalText.refine(
  (value) =>
    value === undefined ||
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i.test(value),
  'must be a host name (domains.example.com)',
);

const ipAddress = (version: 4 | 6) =>
  optionalText.refine((value) => value === undefined || isIP(value) === version, `must be an IPv${version} address`);

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  WEB_DIST_DIR: z.string().trim().min(1).default('dist/apps'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://'),
  EMBEDDED_DB_PORT: port.default(54329),
  RUN_MIGRATIONS: flag.default(true),
  // No statement may hold a pooled connection longer (migrations at start are exempt).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('LiveQR <no-reply@liveqr.local>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@liveqr.local'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZATION_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'http(s)'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://'),
  TRUST_PROXY: trustProxy,
  METRICS_PORT: portOrOff.default(9464),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  ANALYTICS_ID: optionalText,
  AD_CONVERSION_ID: optionalText,
  // Safe scans: the operator's blocklist (a file path or an http(s) URL), operators, the report threshold.
  DESTINATION_BLOCKLIST: optionalText,
  ADMIN_EMAILS: z
    .string()
    .trim()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (emails) => emails.every((email) => z.email().safeParse(email).success),
      'must be e-mail addresses, comma-separated',
    ),
  ABUSE_REPORT_THRESHOLD: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(3),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(600),
  // Self-hosted setups (and tests) whose webhook receivers live on a private network.
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag.default(false),
  WEBHOOKS_HANDOVER_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(60),
  // Custom domains: what their records point at, and the DNS servers that check them (the system's if empty).
  CUSTOM_DOMAIN_TARGET: hostName,
  CUSTOM_DOMAIN_IPV4: ipAddress(4),
  CUSTOM_DOMAIN_IPV6: ipAddress(6),
  DNS_SERVERS: dnsServers,
});

type Environment = z.infer<typeof environmentSchema>;

/** Every environment variable LiveQR reads (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export interface AppConfig {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /** Origin the product is reached at; what tracked QR codes encode. */
  publicUrl: string;
  /** Absolute directory for local state: embedded database, secrets, mail, uploads. */
  dataDir: string;
  /** Directory holding the built web apps: shell/, dashboard/, creator/, billing/. */
  webDistDir: string;
  database: { url?: string; embeddedPort: number; runMigrations: boolean; statementTimeoutMs: number };
  logLevel: Environment['LOG_LEVEL'];
  bodyLimitBytes: number;
  jwtSecret: string;
  mail: { smtpUrl?: string; from: string; supportEmail: string; outboxDir: string };
  google?: { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
  stripe?: { secretKey: string; webhookSecret?: string; priceId?: string; apiUrl?: string };
  storage: {
    dir: string;
    s3?: {
      endpoint?: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl?: string;
    };
  };
  redisUrl?: string;
  /** Whose X-Forwarded-For is believed: nobody, so many hops, or these proxies. */
  trustProxy: TrustProxy;
  /** Where Prometheus scrapes `/metrics`; undefined when METRICS_PORT=0. */
  metrics?: { host: string; port: number };
  analyticsId?: string;
  adConversionId?: string;
  /** Safe scans: destination policy and abuse reports. */
  trust: {
    /** Operator-supplied blocklist, a file path (absolute) or an http(s) URL; added to the one shipped. */
    destinationBlocklist?: string;
    /** Lower-case e-mails of the users who review abuse reports. */
    adminEmails: string[];
    /** Distinct reporters after which a code shows the "reported" interstitial. */
    abuseReportThreshold: number;
  };
  /** Requests one personal API key may make per minute, on every server together. */
  apiKeyRequestsPerMinute: number;
  webhooks: {
    /** Deliver to private and loopback addresses too: for receivers on the operator's own network. */
    allowPrivateTargets: boolean;
    /**
     * How long the replica that wrote a scan message keeps its first attempt to itself (and how much
     * longer than an attempt's timeout once it started it) before any replica takes it over: one
     * that stopped, or fell that far behind, leaves its messages to the others.
     */
    handoverSeconds: number;
  };
  customDomains: {
    /** The host a custom subdomain's CNAME names: CUSTOM_DOMAIN_TARGET, else PUBLIC_URL's host. */
    target: string;
    /** The addresses an apex domain's A and AAAA records hold; an apex cannot be added without one. */
    ipv4?: string;
    ipv6?: string;
    /** The DNS servers verification asks (`host:port`); empty: the system's. */
    dnsServers: string[];
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR);

  if (isProduction && !env.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const s3Keys = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Keys.filter((key) => env[key]);
  if (s3Set.length > 0 && s3Set.length < s3Keys.length) {
    problems.push(`${s3Keys.filter((key) => !env[key]).join(', ')} must be set too when S3 storage is configured`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    webDistDir: resolve(cwd, env.WEB_DIST_DIR),
    database: {
      url: env.DATABASE_URL,
      embeddedPort: env.EMBEDDED_DB_PORT,
      runMigrations: env.RUN_MIGRATIONS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir, 'jwt-secret'),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      outboxDir: join(dataDir, 'mail'),
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            userInfoUrl: env.GOOGLE_USERINFO_URL,
          }
        : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          priceId: env.STRIPE_PRICE_ID,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    storage: {
      dir: env.STORAGE_DIR ? resolve(cwd, env.STORAGE_DIR) : join(dataDir, 'uploads'),
      s3:
        env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              publicUrl: env.S3_PUBLIC_URL,
            }
          : undefined,
    },
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    metrics: env.METRICS_PORT === 0 ? undefined : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    analyticsId: env.ANALYTICS_ID,
    adConversionId: env.AD_CONVERSION_ID,
    trust: {
      destinationBlocklist:
        env.DESTINATION_BLOCKLIST && !/^https?:\/\//i.test(env.DESTINATION_BLOCKLIST)
          ? resolve(cwd, env.DESTINATION_BLOCKLIST)
          : env.DESTINATION_BLOCKLIST,
      adminEmails: env.ADMIN_EMAILS,
      abuseReportThreshold: env.ABUSE_REPORT_THRESHOLD,
    },
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
    webhooks: {
      allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      handoverSeconds: env.WEBHOOKS_HANDOVER_SECONDS,
    },
    customDomains: {
      target: (env.CUSTOM_DOMAIN_TARGET ?? new URL(publicUrl).hostname).toLowerCase(),
      ipv4: env.CUSTOM_DOMAIN_IPV4,
      ipv6: env.CUSTOM_DOMAIN_IPV6,
      dnsServers: env.DNS_SERVERS,
    },
  };
}

/** A development secret generated once and kept in the data directory, so sessions survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
