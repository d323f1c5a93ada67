import { and, desc, eq } from 'drizzle-orm';
import { checkMatrix, defaultMatrix, RSA_MESSAGES, type TRsaMatrix, type TRsaMatrixBody } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../health/health.shared.js';
import { rsaMatrix } from './rsa.tables.js';

/** a plant's matrix: the given version, or the newest; null when the plant has none */
export async function loadMatrix(db: DbOrTx, plantCd: string, version?: number | null): Promise<TRsaMatrix | null> {
  const q = db.select().from(rsaMatrix);
  const [row] = version
    ? await q.where(and(eq(rsaMatrix.plantCd, plantCd), eq(rsaMatrix.version, version)))
    : await q.where(eq(rsaMatrix.plantCd, plantCd)).orderBy(desc(rsaMatrix.version)).limit(1);
  if (!row) return null;
  return {
    plantCd: row.plantCd, version: row.version,
    likelihoodLevels: row.likelihoodLevels, severityLevels: row.severityLevels, cells: row.cells, grades: row.grades,
  };
}

/** the matrix a plan of the plant uses now (400 when the plant has none) */
export async function currentMatrix(db: DbOrTx, plantCd: string): Promise<TRsaMatrix> {
  const m = await loadMatrix(db, plantCd);
  if (!m) throw badRequest([{ field: 'plantCd', message: RSA_MESSAGES.noMatrix }], RSA_MESSAGES.noMatrix);
  return m;
}

/**
 * A new version of the plant's matrix. `basedOn` is the version the editor read: when another version was saved
 * meanwhile, 409 (the editor reloads). The cells are kept in likelihood/severity order. Old versions are untouched.
 */
export async function saveMatrix(tx: DbOrTx, plantCd: string, basedOn: number, body: TRsaMatrixBody, userId: string, ip: string | null): Promise<TRsaMatrix> {
  const problem = checkMatrix(body);
  if (problem) throw badRequest([{ field: 'cells', message: problem }], problem);
  const current = await loadMatrix(tx, plantCd);
  if ((current?.version ?? 0) !== basedOn) throw conflict();
  const version = basedOn + 1;
  const cells = [...body.cells].sort((a, b) => a.likelihood - b.likelihood || a.severity - b.severity);
  try {
    await tx.insert(rsaMatrix).values({ plantCd, version, likelihoodLevels: body.likelihoodLevels, severityLevels: body.severityLevels, cells, grades: body.grades, createUserId: userId });
  } catch (err) {
    // two saves on the same version: the primary key lets one win
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
  const saved: TRsaMatrix = { plantCd, version, ...body, cells };
  await writeAudit(tx, { userId, action: 'CREATE', entity: 'rsaMatrix', entityKey: `${plantCd}:${version}`, before: current ?? undefined, after: saved, ip });
  return saved;
}

/** the default 5×5 for a plant without a matrix (base seed, every plant) */
export async function seedDefaultMatrix(tx: DbOrTx, plantCd: string): Promise<void> {
  const m = defaultMatrix();
  await tx.insert(rsaMatrix).values({ plantCd, version: 1, ...m, createUserId: 'system' }).onConflictDoNothing();
}
