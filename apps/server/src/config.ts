import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  bodyLimitBytes: number;
  seedDemo: boolean;
  adminPassword: string | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** scrypt cost; lower only in tests */
  scryptN: number;
  /** attachments: local blob directory (FILES_DIR, default DATA_DIR/files) */
  filesDir?: string;
  /** attachments: 'local' (default) or 's3' (FILE_STORAGE) */
  fileStorage?: 'local' | 's3';
  /** attachments: S3-compatible store (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_PREFIX, S3_FORCE_PATH_STYLE; credentials from the AWS default chain) */
  s3?: { bucket: string; region: string; endpoint?: string | undefined; prefix: string; forcePathStyle: boolean };
  /** attachments: AES-256 key for encryptYn = Y (FILE_ENCRYPTION_KEY, 32 bytes as base64 or hex; default generated once into DATA_DIR/file-key) */
  fileEncryptionKey?: string;
  /** attachments: cleanup job period in seconds, 0 = off (ATTACH_CLEANUP_INTERVAL, default 1h) */
  attachCleanupIntervalSec?: number;
  /** approvals: SMTP server for approval e-mails (SMTP_URL, e.g. smtp://user:pass@mail.example:587); unset = in-app notifications only */
  smtpUrl?: string | undefined;
  /** approvals: sender address (SMTP_FROM, default 'Jikim <no-reply@jikim.local>') */
  smtpFrom?: string;
};

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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** a secret from the environment, else generated once into DATA_DIR (mode 600) */
function loadSecretFile(fromEnv: string | undefined, dataDir: string, name: string, make: () => string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: num(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
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
    bodyLimitBytes: num(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    // demo data on the embedded default; on a real server only when asked
    seedDemo: bool(env.SEED_DEMO, !databaseUrl),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: env.WEB_DIST_DIR,
    scryptN: num(env, 'SCRYPT_N', 2 ** 15),
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    fileStorage: env.FILE_STORAGE === 's3' ? 's3' : 'local',
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, region: env.S3_REGION || 'us-east-1', endpoint: env.S3_ENDPOINT || undefined, prefix: env.S3_PREFIX ?? 'jikim/', forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)) }
      : undefined,
    fileEncryptionKey: loadSecretFile(env.FILE_ENCRYPTION_KEY, dataDir, 'file-key', () => randomBytes(32).toString('base64')),
    attachCleanupIntervalSec: parseDuration(env.ATTACH_CLEANUP_INTERVAL, 3600),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Jikim <no-reply@jikim.local>',
  };
}
