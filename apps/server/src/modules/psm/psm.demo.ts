import type { Db } from '../../db/client.js';

/** PSM demo data (written below) */
export async function seedPsmDemo(_db: Db): Promise<void> {}
