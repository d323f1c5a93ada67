import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/index.js';
import { usePrivateUmask } from '../lib/private-dir.js';

usePrivateUmask(); // the embedded database files it writes are private, as the server's are
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await db.migrate();
  const { generatedAdminPassword } = await seed(db.db, config);
  console.log(`migrated (${db.kind})`);
  if (generatedAdminPassword) console.log(`Generated administrator password (shown once): admin / ${generatedAdminPassword}`);
} finally {
  await db.close();
}
