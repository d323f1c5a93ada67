import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './seed/index.js';
import { usePrivateUmask } from './lib/private-dir.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.js';

const t0 = performance.now();
// everything the server writes (DATA_DIR, the embedded database, secrets, blobs) is private to its user
usePrivateUmask();
const config = loadConfig();
const dbHandle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
await dbHandle.migrate();
const { generatedAdminPassword } = await seed(dbHandle.db, config);
const app = await buildApp({ config, dbHandle });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await dbHandle.close(); // PGlite must close cleanly or its data directory needs recovery
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const local = ['127.0.0.1', 'localhost', '::1'].includes(config.host);
const lines = [
  '',
  `  지킴 (Jikim) EHS is running at ${url}   (started in ${Math.round(performance.now() - t0)} ms, database: ${dbHandle.kind})`,
  local
    ? `  Listening on ${config.host} (this computer only); HOST=0.0.0.0 accepts other computers`
    : `  Listening on ${config.host}:${config.port}`,
  `  API docs: ${url}/api/docs`,
  config.requestLogLevel === 'debug' && !['debug', 'trace'].includes(config.logLevel) ? '  Requests are logged with LOG_LEVEL=debug' : '',
].filter((l, i) => i === 0 || l);
if (config.seedDemo) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.id.padEnd(10)} ${a.who}`);
}
if (generatedAdminPassword) lines.push(`  Generated administrator password (shown once): admin / ${generatedAdminPassword}`);
console.log(lines.join('\n') + '\n');
