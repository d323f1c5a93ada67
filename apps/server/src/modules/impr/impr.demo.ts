import type { Db } from '../../db/client.js';
import { userMenu } from '../../db/schema.js';

/**
 * Demo data of the improvement-action register: a year of realistic actions of both plants (see the module README).
 * The gas terminal's safety manager (gas01) keeps the register of plant 2000 (a per-user write right).
 */
export async function seedImprDemo(db: Db): Promise<void> {
  await db.insert(userMenu).values({ userId: 'gas01', menuId: 'IMPR_ACTION', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' }).onConflictDoNothing();
}
