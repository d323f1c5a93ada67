import type { Db } from '../../db/client.js';
import { userMenu } from '../../db/schema.js';

export async function seedEducationDemo(db: Db): Promise<void> {
  // the gas terminal's safety manager keeps plant 2000's courses, questions, sessions and trainees (per-user write)
  await db.insert(userMenu).values(['SAF_EDU_COURSE', 'SAF_EDU_QUESTION', 'SAF_EDU_SESSION', 'SAF_EDU_WORKER'].map((menuId) => (
    { userId: 'gas01', menuId, accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' }))).onConflictDoNothing();
}
