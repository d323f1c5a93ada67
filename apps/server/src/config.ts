import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ensurePrivateDir, privatizeDataDir } from './lib/private-dir.js';
import { DEFAULT_PLANT_TIME_ZONE, isTimeZone } from '@jikim/shared';

export type AppConfig = {
  port: number;
  host: string;
  /** shown as the environment marker in the web top bar; 'production' shows none */
  appEnv: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** undefined → in-memory PGlite (tests) */
  pgliteDir: string | undefined;
  jwtSecret: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  /** a reuse of a refresh token within this many seconds of its first use is treated as a race, not theft */
  refreshReuseGraceSec: number;
  singleSession: boolean;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginRateLimitPerMinute: number;
  /** failed logins per account per hour over all clients before the account-wide lock (LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR, default 100, ASVS V2.2.1) */
  loginAccountMaxFailuresPerHour?: number;
  /** absolute session lifetime in seconds: refresh never extends a session past it (SESSION_MAX_AGE, default 7d) */
  sessionMaxAgeSec?: number;
  /**
   * proxy headers (X-Forwarded-For, -Proto, -Host) are trusted only from these peers (TRUST_PROXY):
   * false (default), a hop count, or proxy addresses / CIDR ranges
   */
  trustProxy?: false | number | string[];
  bodyLimitBytes: number;
  seedDemo: boolean;
  adminPassword: string | undefined;
  logLevel: string;
  /** level of the one log line per request: info on a real server (DATABASE_URL), debug on the embedded demo */
  requestLogLevel?: 'info' | 'debug';
  webDistDir: string | undefined;
  /** scrypt cost; lower only in tests */
  scryptN: number;
  /** attachments: local blob directory (FILES_DIR, default DATA_DIR/files) */
  filesDir?: string;
  /** attachments: 'local' (default) or 's3' (FILE_STORAGE) */
  fileStorage?: 'local' | 's3';
  /**
   * attachments: S3-compatible store (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_PREFIX, S3_FORCE_PATH_STYLE, S3_CHECKSUM;
   * credentials from the AWS default chain). `checksum`: 'when_supported' (the SDK's default: CRC32 trailers in aws-chunked
   * bodies, AWS itself) or 'when_required' (plain bodies: what S3-compatible servers without flexible checksums accept);
   * default 'when_required' when S3_ENDPOINT is set. `credentials` are for tests (a server started in the test); never from env.
   */
  s3?: {
    bucket: string; region: string; endpoint?: string | undefined; prefix: string; forcePathStyle: boolean;
    checksum?: 'when_supported' | 'when_required';
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  /** attachments: AES-256 key for encryptYn = Y (FILE_ENCRYPTION_KEY, 32 bytes as base64 or hex; default generated once into DATA_DIR/file-key) */
  fileEncryptionKey?: string;
  /** attachments: cleanup job schedule, a period (1h, 15m, 1d) or a cron expression; 0 / null = off (ATTACH_CLEANUP_INTERVAL, default 1h) */
  attachCleanupSchedule?: number | string | null;
  /** job queue (pg-boss) runs on this instance: workers and cron (JOBS, default on; tests default off) */
  jobsEnabled?: boolean;
  /** seconds between a job worker's polls (JOB_POLL_INTERVAL, default 2s) */
  jobPollSec?: number;
  /** seconds between cron checks (JOB_CRON_CHECK_INTERVAL, default 30s) */
  jobCronCheckSec?: number;
  /** approvals: SMTP server for approval e-mails (SMTP_URL, e.g. smtp://user:pass@mail.example:587); unset = in-app notifications only */
  smtpUrl?: string | undefined;
  /** approvals: sender address (SMTP_FROM, default 'Jikim <no-reply@jikim.local>') */
  smtpFrom?: string;
  /** the plants' time zone: date-times in exports and reports are shown in it (PLANT_TIME_ZONE, default Asia/Seoul) */
  plantTimeZone?: string;
  /**
   * KOSHA MSDS OpenAPI import (issue 26): on only when KOSHA_MSDS_API_KEY is set; KOSHA_MSDS_BASE_URL (default KOSHA's
   * service), KOSHA_MSDS_TIMEOUT_MS (default 8000) per request
   */
  koshaMsds?: { apiKey: string; baseUrl: string; timeoutMs: number } | undefined;
  /** OpenID Connect single sign-on (issue 32, modules/auth/README.md): on only when OIDC_ISSUER is set */
  oidc?: OidcConfig | undefined;
};

export type OidcConfig = {
  /** OIDC_ISSUER: the provider's issuer URL (discovery at <issuer>/.well-known/openid-configuration) */
  issuer: string;
  /** OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (no secret: a public client, PKCE only) */
  clientId: string;
  clientSecret: string | undefined;
  /** OIDC_SCOPES (default "openid profile email") */
  scopes: string;
  /** OIDC_LOGIN_CLAIM: the claim whose value is the product's user id (default preferred_username) */
  loginClaim: string;
  /** OIDC_REDIRECT_URI, else <PUBLIC_URL>/login/sso/callback */
  redirectUri: string;
  /** OIDC_POST_LOGOUT_REDIRECT_URI, else the redirect URI's origin + /login */
  postLogoutRedirectUri: string;
  /** OIDC_PLANT_CLAIM / OIDC_DEPT_CLAIM: claims naming a new user's plant code and department code (optional) */
  plantClaim: string | undefined;
  deptClaim: string | undefined;
  /** OIDC_NAME_CLAIM (default name): a new user's name */
  nameClaim: string;
  /** OIDC_CREATE_USERS (default on): a login id unknown to the product creates the user; off refuses it */
  createUsers: boolean;
  /** OIDC_DEFAULT_AUTH_GRP: the permission group a created user joins (none by default) */
  defaultAuthGrp: string | undefined;
  /** OIDC_LOCAL_LOGIN=off: the id/password login of plant users is refused for everyone but `admin` */
  localLogin: boolean;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** an http:// issuer is accepted on this machine only (a test or a provider beside the server) */
export const isLoopbackUrl = (u: URL) => LOOPBACK_HOSTS.has(u.hostname);

function httpUrl(key: string, raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`${key} must be an absolute URL (got ${raw})`);
  }
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopbackUrl(u))) throw new Error(`${key} must be an https:// URL (http:// only on loopback)`);
  return u;
}

/** OIDC_* → the SSO settings; undefined when OIDC_ISSUER is unset */
export function parseOidc(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const localLogin = bool(env.OIDC_LOCAL_LOGIN, true);
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) {
    if (!localLogin) throw new Error('OIDC_LOCAL_LOGIN=off needs OIDC_ISSUER: nobody but admin could log in');
    return undefined;
  }
  httpUrl('OIDC_ISSUER', issuer);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  const redirectRaw = env.OIDC_REDIRECT_URI?.trim() || (publicUrl ? `${publicUrl}/login/sso/callback` : '');
  if (!redirectRaw) throw new Error('OIDC_ISSUER needs OIDC_REDIRECT_URI or PUBLIC_URL (the address people open the product at)');
  const redirect = httpUrl('OIDC_REDIRECT_URI', redirectRaw);
  const postLogout = env.OIDC_POST_LOGOUT_REDIRECT_URI?.trim() || `${redirect.origin}/login`;
  httpUrl('OIDC_POST_LOGOUT_REDIRECT_URI', postLogout);
  const scopes = env.OIDC_SCOPES?.trim() || 'openid profile email';
  if (!scopes.split(/\s+/).includes('openid')) throw new Error('OIDC_SCOPES must include openid');
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scopes,
    loginClaim: env.OIDC_LOGIN_CLAIM?.trim() || 'preferred_username',
    redirectUri: redirect.toString(),
    postLogoutRedirectUri: postLogout,
    plantClaim: env.OIDC_PLANT_CLAIM?.trim() || undefined,
    deptClaim: env.OIDC_DEPT_CLAIM?.trim() || undefined,
    nameClaim: env.OIDC_NAME_CLAIM?.trim() || 'name',
    createUsers: bool(env.OIDC_CREATE_USERS, true),
    defaultAuthGrp: env.OIDC_DEFAULT_AUTH_GRP?.trim() || undefined,
    localLogin,
  };
}

function num(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${key} must be a non-negative number`);
  return n;
}

/** '30m', '14d', '3600' (seconds) → seconds */
export function parseDuration(raw: string | undefined, fallbackSec: number): number {
  if (!raw) return fallbackSec;
  const m = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!m) throw new Error(`invalid duration: ${raw}`);
  const n = Number(m[1]);
  const unit = m[2] || 's';
  return n * ({ s: 1, m: 60, h: 3600, d: 86400 } as const)[unit as 's' | 'm' | 'h' | 'd'];
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset / false / 0 → off; a positive integer → that many proxy hops in front of the server;
 * otherwise a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal).
 * `true` (trust any peer) is refused: any client could then forge its address.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim();
  if (v === '' || ['false', 'off', 'no', 'n', '0'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'on', 'yes', 'y', '*'].includes(v.toLowerCase())) {
    throw new Error('TRUST_PROXY=true would trust an address forged by any client; give the hop count or the proxy addresses');
  }
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const item of list) {
    if (PROXY_NAMES.has(item)) continue;
    const [addr = '', bits, ...rest] = item.split('/');
    const kind = isIP(addr);
    const max = kind === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!kind || rest.length > 0 || !bitsOk) throw new Error(`TRUST_PROXY: not an address or CIDR range: ${item}`);
  }
  return list;
}

/** an IANA zone name the runtime knows; a typo stops the start instead of silently showing UTC */
function plantTimeZone(raw: string | undefined): string {
  const tz = raw?.trim() || DEFAULT_PLANT_TIME_ZONE;
  if (!isTimeZone(tz)) throw new Error(`PLANT_TIME_ZONE must be an IANA time zone such as Asia/Seoul (got ${tz})`);
  return tz;
}

function bool(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'y', 'on'].includes(raw.toLowerCase());
}

/** JWT secret: JWT_SECRET, else a random one generated once into DATA_DIR (mode 600, never committed) */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** a secret from the environment, else generated once into DATA_DIR (mode 600) */
function loadSecretFile(fromEnv: string | undefined, dataDir: string, name: string, make: () => string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensurePrivateDir(dataDir);
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** KOSHA's MSDS OpenAPI (data.go.kr 15001197) */
export const KOSHA_MSDS_DEFAULT_URL = 'https://msds.kosha.or.kr/openapi/service/msdschem';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  privatizeDataDir(dataDir);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: num(env, 'PORT', 3000),
    // the embedded demo listens on this machine only; a real server (DATABASE_URL) on every interface
    host: env.HOST || (databaseUrl ? '0.0.0.0' : '127.0.0.1'),
    appEnv: env.APP_ENV || 'production',
    databaseUrl,
    dataDir,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
    jwtSecret: loadJwtSecret(env, dataDir),
    accessTokenTtlSec: parseDuration(env.ACCESS_TOKEN_TTL, 30 * 60),
    refreshTokenTtlSec: parseDuration(env.REFRESH_TOKEN_TTL, 14 * 86400),
    refreshReuseGraceSec: num(env, 'REFRESH_REUSE_GRACE_SECONDS', 10),
    singleSession: bool(env.SINGLE_SESSION, false),
    loginMaxFailures: num(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: num(env, 'LOGIN_LOCK_MINUTES', 15),
    loginRateLimitPerMinute: num(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 30),
    loginAccountMaxFailuresPerHour: num(env, 'LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR', 100),
    sessionMaxAgeSec: parseDuration(env.SESSION_MAX_AGE, 7 * 86400),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimitBytes: num(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    // demo data on the embedded default; on a real server only when asked
    seedDemo: bool(env.SEED_DEMO, !databaseUrl),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    requestLogLevel: databaseUrl ? 'info' : 'debug',
    webDistDir: env.WEB_DIST_DIR,
    scryptN: num(env, 'SCRYPT_N', 2 ** 15),
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    fileStorage: env.FILE_STORAGE === 's3' ? 's3' : 'local',
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, region: env.S3_REGION || 'us-east-1', endpoint: env.S3_ENDPOINT || undefined, prefix: env.S3_PREFIX ?? 'jikim/', forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
        checksum: env.S3_CHECKSUM === 'when_supported' || env.S3_CHECKSUM === 'when_required' ? env.S3_CHECKSUM : env.S3_ENDPOINT ? 'when_required' : 'when_supported' }
      : undefined,
    fileEncryptionKey: loadSecretFile(env.FILE_ENCRYPTION_KEY, dataDir, 'file-key', () => randomBytes(32).toString('base64')),
    attachCleanupSchedule: env.ATTACH_CLEANUP_INTERVAL?.trim().includes(' ') ? env.ATTACH_CLEANUP_INTERVAL.trim() : parseDuration(env.ATTACH_CLEANUP_INTERVAL, 3600),
    jobsEnabled: bool(env.JOBS, true),
    jobPollSec: parseDuration(env.JOB_POLL_INTERVAL, 2),
    jobCronCheckSec: parseDuration(env.JOB_CRON_CHECK_INTERVAL, 30),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Jikim <no-reply@jikim.local>',
    plantTimeZone: plantTimeZone(env.PLANT_TIME_ZONE),
    koshaMsds: env.KOSHA_MSDS_API_KEY
      ? { apiKey: env.KOSHA_MSDS_API_KEY, baseUrl: (env.KOSHA_MSDS_BASE_URL || KOSHA_MSDS_DEFAULT_URL).replace(/\/+$/, ''), timeoutMs: num(env, 'KOSHA_MSDS_TIMEOUT_MS', 8000) }
      : undefined,
    oidc: parseOidc(env),
  };
}
