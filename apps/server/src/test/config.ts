import type { AppConfig } from '../config.js';

/** cheap scrypt in tests only: the production default is 2^15 */
export const TEST_SCRYPT_N = 2 ** 10;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    appEnv: 'test',
    databaseUrl: undefined,
    dataDir: '/nonexistent-test-data-dir',
    pgliteDir: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    accessTokenTtlSec: 1800,
    refreshTokenTtlSec: 14 * 86400,
    refreshReuseGraceSec: 0,
    singleSession: false,
    loginMaxFailures: 5,
    loginLockMinutes: 15,
    loginRateLimitPerMinute: 1000,
    bodyLimitBytes: 1024 * 1024,
    seedDemo: true,
    adminPassword: undefined,
    logLevel: 'silent',
    webDistDir: '/nonexistent-web-dist',
    scryptN: TEST_SCRYPT_N,
    ...overrides,
  };
}
