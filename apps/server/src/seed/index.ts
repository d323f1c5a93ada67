import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { seedAdmin, seedBase } from './base.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';

/** idempotent: safe on every start */
export async function seed(db: Db, config: Pick<AppConfig, 'seedDemo' | 'adminPassword' | 'scryptN'>): Promise<{ generatedAdminPassword: string | null }> {
  await seedBase(db);
  const password = config.seedDemo ? (config.adminPassword ?? DEMO_PASSWORD) : config.adminPassword;
  const generatedAdminPassword = await seedAdmin(db, { password, scryptN: config.scryptN });
  if (config.seedDemo) await seedDemo(db, { scryptN: config.scryptN });
  return { generatedAdminPassword };
}
