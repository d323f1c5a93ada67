import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import yazl from 'yazl';
import {
  FILE_MESSAGES, IMAGE_EXTS, MB, TEMP_QUOTA_COUNT, TEMP_QUOTA_MB, UPLOAD_DEFAULTS, fileExtOf, isTempAttachFileId, parseAcceptExt, sanitizeFileName,
  type TAttachGroup, type TAttachSetting, type TUploadedFile,
} from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound, outOfScope } from '../../lib/errors.js';
import { holdsAnyParamMenu } from '../../lib/menu-param-rights.js';
import { assertInScope, dataScope } from '../../lib/scope.js';
import { assertAttachmentsEditable } from '../approvals/approval-types.js';
import { loadMenuRights, type Principal } from '../auth/principal.js';
import { decryptedRange, decryptedStream, encryptStream } from './attachments.crypto.js';
import type { TUploadGrant } from './attachments.public.js';
import { getTaskClass, type TTaskClass } from './attachments.registry.js';
import { newStorageKey, type TBlobStore } from './attachments.storage.js';
import { DENIED_EXTS, SNIFF_BYTES, sniff } from './attachments.sniff.js';
import { attachFile, attachGroup, attachSetting } from './attachments.tables.js';

export type TAttachDeps = { db: Db; store: TBlobStore; encryptionKey: Buffer | null; jwtSecret: string };
type TFileRow = typeof attachFile.$inferSelect;

/** base64 answers (image64, file64) are for previews and small files; larger ones go through the streaming download */
export const IMAGE64_MAX_BYTES = 10 * MB;
export const FILE64_MAX_BYTES = 20 * MB;

// ---- settings ----------------------------------------------------------------------------------------

export function settingFromRow(r: typeof attachSetting.$inferSelect): TAttachSetting {
  return {
    taskClassNm: r.taskClassNm, taskClassDesc: r.taskClassDesc, acceptExt: r.acceptExt, limitCnt: r.limitCnt, limitSize: r.limitSize,
    dragDropYn: yn(r.dragDropYn), multipleSelYn: yn(r.multipleSelYn), previewYn: yn(r.previewYn), pictureExplainYn: yn(r.pictureExplainYn),
    encryptYn: yn(r.encryptYn), useYn: yn(r.useYn), settingYn: 'Y', version: r.version,
  };
}
const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** the setting row, or — when a task class has none — the §9 upload defaults */
export async function getSetting(db: DbOrTx, taskClassNm: string): Promise<TAttachSetting> {
  const [row] = await db.select().from(attachSetting).where(eq(attachSetting.taskClassNm, taskClassNm));
  if (row) return settingFromRow(row);
  return {
    taskClassNm, taskClassDesc: getTaskClass(taskClassNm)?.taskClassDesc ?? null, acceptExt: UPLOAD_DEFAULTS.acceptExt.join(','),
    limitCnt: UPLOAD_DEFAULTS.limitCnt, limitSize: UPLOAD_DEFAULTS.limitSize, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'Y',
    pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y', settingYn: 'N', version: 0,
  };
}

// ---- authorization -------------------------------------------------------------------------------------

/**
 * How the group is owned: `record` — an existing record (scope, write right and approval lock checked);
 * `temp` — a temporary group of a record not saved yet, owned by the one user who uploads into it.
 */
export type TGroupAccess = { tc: TTaskClass; kind: 'record' | 'temp' };

function taskClassOf(taskClassNm: string): TTaskClass {
  const tc = getTaskClass(taskClassNm);
  if (!tc) throw badRequest(undefined, FILE_MESSAGES.unknownTaskClass);
  return tc;
}

/**
 * Entrant sessions (user type E, modules/work-permits/entrant) hold no menu rights: the only files they read are those
 * this grant allows (their site course's lesson video). Registered by the entrant module; without it they read none.
 */
type TEntrantFileGrant = (db: DbOrTx, p: Principal, taskClassNm: string, attachFileId: string) => Promise<boolean>;
let entrantFileGrant: TEntrantFileGrant | null = null;
export function setEntrantFileGrant(grant: TEntrantFileGrant): void {
  entrantFileGrant = grant;
}

async function deptAncestors(db: DbOrTx, deptCd: string): Promise<string[]> {
  const rows = await queryRows<{ dept_cd: string }>(db, sql`
    with recursive up as (
      select dept_cd, pdept_cd, 1 as depth from com_dept where dept_cd = ${deptCd}
      union all
      select d.dept_cd, d.pdept_cd, up.depth + 1 from com_dept d join up on d.dept_cd = up.pdept_cd where up.depth < 20
    ) select dept_cd from up`);
  return rows.map((r) => r.dept_cd);
}

/**
 * May this principal read / write the files of the group? Rights on the task class's owning menu first. Then the
 * owner: every group is bound to one.
 * - An existing record (task class resolveOwner): its plant / department / vendor scope, and for writes its
 *   approval lock (409 while a request is in progress or approved).
 * - A temporary group (`tmp_` + 32 hex, see isTempAttachFileId) of a record not saved yet: it belongs to the user
 *   whose files are in it; anyone else gets 403.
 * Any other attachFileId names no record: refused (404), whatever the caller's rights — so nobody can park files
 * under an id that a record (of another plant or vendor) may get later.
 */
export async function authorizeGroup(db: DbOrTx, p: Principal, taskClassNm: string, attachFileId: string, access: 'read' | 'write'): Promise<TGroupAccess> {
  const tc = taskClassOf(taskClassNm);
  if (p.userType === 'E') {
    if (access === 'read' && entrantFileGrant && (await entrantFileGrant(db, p, taskClassNm, attachFileId))) return { tc, kind: 'record' };
    throw forbidden();
  }
  let rights = await loadMenuRights(db, p, tc.menus);
  // readers of another menu that shows these files (a detector register's readers see its plant maps): read only
  const readMenus = access === 'read' && !rights.canRead ? (tc.readMenus?.() ?? []) : [];
  if (readMenus.length && (await loadMenuRights(db, p, readMenus)).canRead) rights = { canRead: true, canWrite: false };
  // a caller holding only per-value menus of the owning menu (tc.paramMenu) has rights on some of its records
  const viaParam = !rights.canRead && tc.paramMenu ? await holdsAnyParamMenu(db, p, tc.paramMenu.menuId, tc.paramMenu.field, 'read') : false;
  if (tc.recordAccess && !isTempAttachFileId(attachFileId) && (rights.canRead || viaParam)) {
    // the record's own verdict; its assignee (or owning vendor) writes without the menu's write right
    const r = await tc.recordAccess(db, p, attachFileId);
    if (!r.exists) throw notFound(FILE_MESSAGES.ownerNotFound);
    const onRecord = r.rights ?? rights;
    if (!r.inScope) throw outOfScope();
    if (!onRecord.canRead) throw forbidden();
    if (access === 'write' && !onRecord.canWrite && !r.answerer) throw forbidden();
    if (access === 'write') await assertAttachmentsEditable(db, taskClassNm, attachFileId);
    return { tc, kind: 'record' };
  }
  if (isTempAttachFileId(attachFileId) && tc.paramMenu && (access === 'read' ? !rights.canRead : !rights.canWrite)) {
    // a record not saved yet: its value is not known; the create route checks the per-value menu of the value it gets
    if (!(await holdsAnyParamMenu(db, p, tc.paramMenu.menuId, tc.paramMenu.field, access))) throw forbidden();
    await assertTempOwner(db, p, taskClassNm, attachFileId);
    return { tc, kind: 'temp' };
  }
  if (access === 'read' ? !rights.canRead : !rights.canWrite) throw forbidden();
  if (isTempAttachFileId(attachFileId)) {
    await assertTempOwner(db, p, taskClassNm, attachFileId);
    return { tc, kind: 'temp' };
  }
  // (when lib/scope gains a scoped record loader, resolveOwner + assertInScope below become one call to it)
  const owner = await tc.resolveOwner(db, attachFileId);
  if (!owner) throw notFound(FILE_MESSAGES.ownerNotFound);
  const menus = await queryRows<{ all_plant_access_cd: string }>(db, sql`select all_plant_access_cd from com_menu where menu_id = ${tc.menus[0]}`);
  const scope = dataScope(p, menus[0]?.all_plant_access_cd);
  const ancestors = owner.deptCd ? await deptAncestors(db, owner.deptCd) : undefined;
  assertInScope(scope, owner, ancestors);
  // files of a record in approval (or approved) are part of the document: 409 like the record itself
  if (access === 'write') await assertAttachmentsEditable(db, taskClassNm, attachFileId);
  return { tc, kind: 'record' };
}

/** a temporary group is its uploader's: any live file of another user in it → 403 */
async function assertTempOwner(db: DbOrTx, p: Principal, taskClassNm: string, attachFileId: string): Promise<void> {
  const other = await queryRows(db, sql`
    select 1 from com_attach_file
     where task_class_nm = ${taskClassNm} and attach_file_id = ${attachFileId} and status <> 'X' and create_user_id <> ${p.userId}
     limit 1`);
  if (other.length > 0) throw forbidden();
}

/**
 * The per-user quota of temporary files (all temporary groups of the user, spec-free decision, README): count
 * and bytes. A file being written (W) counts with the most it may still become, so parallel uploads cannot pass
 * together. Answers the bytes the next file may have at most.
 */
async function tempQuotaLeft(tx: DbOrTx, userId: string): Promise<{ count: number; bytes: number }> {
  // one user's temporary uploads are reserved one at a time, whichever group they go to
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`attach-temp:${userId}`}))`);
  const [u] = await queryRows<{ n: string; b: string | null }>(tx, sql`
    select count(*) as n, sum(file_size) as b from com_attach_file
     where create_user_id = ${userId} and status in ('W', 'T') and attach_file_id like 'tmp\\_%'`);
  return { count: TEMP_QUOTA_COUNT - Number(u?.n ?? 0), bytes: TEMP_QUOTA_MB * MB - Number(u?.b ?? 0) };
}

/** visible files of a group: permanent ones, plus the caller's own temporary ones */
const visibleTo = (userId: string) =>
  or(eq(attachFile.status, 'P'), and(eq(attachFile.status, 'T'), eq(attachFile.createUserId, userId)));

async function loadVisibleFile(db: DbOrTx, p: Principal, fileNo: number, access: 'read' | 'write'): Promise<TFileRow> {
  const [row] = await db.select().from(attachFile).where(and(eq(attachFile.fileNo, fileNo), visibleTo(p.userId)));
  if (!row) throw notFound();
  await authorizeGroup(db, p, row.taskClassNm, row.attachFileId, access);
  return row;
}

export function toDto(r: TFileRow): TUploadedFile {
  return {
    fileNo: r.fileNo, taskClassNm: r.taskClassNm, attachFileId: r.attachFileId, fileOrgNm: r.fileOrgNm, fileSize: r.fileSize,
    fileExt: r.fileExt, contentType: r.contentType, previewImage: null, filePath: null, pictureExplan: r.pictureExplan,
    tempYn: r.status === 'T' ? 'Y' : 'N', encryptYn: yn(r.encryptYn), createUserId: r.createUserId,
    createDt: r.createDt.toISOString(), version: r.version,
  };
}

// ---- upload --------------------------------------------------------------------------------------------

export type TIncomingFile = { filename: string; stream: Readable; truncated: () => boolean };

class SizeExceeded extends Error {}

/**
 * Upload one file into the group as a temporary file. Order matters for crash safety:
 * 1. under the group's row lock: count check and a reserved row (status W, random storage key) — committed;
 * 2. stream to a spool file (size counted, stopped when over the limit; encrypted on the way if asked);
 * 3. sniff the head against the extension; 4. commit the blob under its key; 5. row → T.
 * A refusal removes the spool, the blob and the row. A crash leaves a W row (purged with its blob by the cleanup job)
 * or a spool file (swept by age) — never a blob nobody knows about, never a visible row without its blob.
 */
export async function uploadFile(
  deps: TAttachDeps, p: Principal, group: TAttachGroup, file: TIncomingFile, ip: string | null,
  grant?: Pick<TUploadGrant, 'maxFiles' | 'exts' | 'maxMb'>,
): Promise<TUploadedFile> {
  const { db, store } = deps;
  const setting = await getSetting(db, group.taskClassNm);
  const tc = taskClassOf(group.taskClassNm);
  if (setting.useYn !== 'Y') throw badRequest(undefined, FILE_MESSAGES.notUsed);
  // a public upload grant (attachments.public.ts) stands for the rights: its record must still exist, and its limits
  // narrow the setting's (never widen them)
  if (grant) {
    if (!(await tc.resolveOwner(db, group.attachFileId))) throw notFound(FILE_MESSAGES.ownerNotFound);
    await assertAttachmentsEditable(db, group.taskClassNm, group.attachFileId);
  }
  const temp = grant ? false : (await authorizeGroup(db, p, group.taskClassNm, group.attachFileId, 'write')).kind === 'temp';
  const limitCnt = grant ? Math.min(setting.limitCnt, grant.maxFiles) : setting.limitCnt;

  const fileOrgNm = sanitizeFileName(file.filename);
  const ext = fileExtOf(fileOrgNm);
  if (!ext || DENIED_EXTS.has(ext) || !parseAcceptExt(setting.acceptExt).includes(ext) || (grant && !grant.exts.includes(ext))) {
    throw badRequest(undefined, FILE_MESSAGES.extNotAllowed);
  }
  const encrypt = setting.encryptYn === 'Y';
  if (encrypt && !deps.encryptionKey) throw new Error('encryptYn = Y but no FILE_ENCRYPTION_KEY is configured');

  const storageKey = newStorageKey();
  const settingLimit = (grant ? Math.min(setting.limitSize, grant.maxMb) : setting.limitSize) * MB;
  let limit = settingLimit;
  const fileNo = await db.transaction(async (tx) => {
    await tx.insert(attachGroup).values({ taskClassNm: group.taskClassNm, attachFileId: group.attachFileId }).onConflictDoNothing();
    await queryRows(tx, sql`select 1 from com_attach_group where task_class_nm = ${group.taskClassNm} and attach_file_id = ${group.attachFileId} for update`);
    const [c] = await queryRows<{ n: string }>(tx, sql`
      select count(*) as n from com_attach_file
       where task_class_nm = ${group.taskClassNm} and attach_file_id = ${group.attachFileId}
         and (status = 'P' or (status in ('W', 'T') and create_user_id = ${p.userId}))`);
    if (Number(c?.n ?? 0) + 1 > limitCnt) throw badRequest(undefined, FILE_MESSAGES.countExceeded);
    if (temp) {
      // under the group lock: nobody else has put a file into this temporary group meanwhile
      await assertTempOwner(tx, p, group.taskClassNm, group.attachFileId);
      const left = await tempQuotaLeft(tx, p.userId);
      if (left.count < 1 || left.bytes < 1) throw badRequest(undefined, FILE_MESSAGES.tempQuotaExceeded);
      limit = Math.min(settingLimit, left.bytes);
    }
    const [row] = await tx
      .insert(attachFile)
      .values({
        taskClassNm: group.taskClassNm, attachFileId: group.attachFileId, fileOrgNm, fileExt: ext, storageKey,
        encryptYn: encrypt ? 'Y' : 'N', status: 'W', fileSize: temp ? limit : 0, createUserId: p.userId, updateUserId: p.userId,
      })
      .returning({ fileNo: attachFile.fileNo });
    return row!.fileNo;
  });

  let spool: string | null = null;
  try {
    spool = await store.spoolPath();
    let size = 0;
    const headParts: Buffer[] = [];
    let headLen = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        // stop reading as soon as the limit is passed: nothing more is written
        if (size > limit) return cb(new SizeExceeded());
        if (headLen < SNIFF_BYTES) {
          headParts.push(chunk.subarray(0, SNIFF_BYTES - headLen));
          headLen += Math.min(chunk.length, SNIFF_BYTES - headLen);
        }
        cb(null, chunk);
      },
    });
    const out = createWriteStream(spool, { mode: 0o600, flags: 'wx' });
    if (encrypt) await pipeline(file.stream, counter, encryptStream(deps.encryptionKey!), out);
    else await pipeline(file.stream, counter, out);
    if (file.truncated()) throw new SizeExceeded();
    if (size === 0) throw badRequest(undefined, FILE_MESSAGES.noFile);
    const sniffed = await sniff(ext, Buffer.concat(headParts));
    if (!sniffed.ok) throw badRequest(undefined, FILE_MESSAGES.contentMismatch);
    await store.commit(spool, storageKey);
    spool = null;
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(attachFile)
        // a file of an existing record is kept at once (no second save needed); a temporary group's waits for its record.
        // Decided from the row's group now, not at the start: a create may have claimed the group while this file streamed.
        .set({ status: sql`case when ${attachFile.attachFileId} like 'tmp\\_%' then 'T' else 'P' end`, fileSize: size, contentType: sniffed.contentType, updateDt: new Date() })
        .where(and(eq(attachFile.fileNo, fileNo), eq(attachFile.status, 'W')))
        .returning();
      if (!row) throw new Error('reserved file row vanished');
      await writeAudit(tx, { userId: p.userId, action: 'UPLOAD', entity: 'com_attach_file', entityKey: String(fileNo), after: toDto(row), ip });
      return toDto(row);
    });
  } catch (err) {
    if (spool) await rm(spool, { force: true }).catch(() => undefined);
    await store.remove(storageKey).catch(() => undefined);
    await db.delete(attachFile).where(eq(attachFile.fileNo, fileNo)).catch(() => undefined);
    if (err instanceof SizeExceeded) throw new AppError(400, limit < settingLimit ? FILE_MESSAGES.tempQuotaExceeded : FILE_MESSAGES.sizeExceeded, 'VALIDATION');
    throw err;
  }
}

// ---- group operations ----------------------------------------------------------------------------------

export async function listFiles(db: DbOrTx, p: Principal, g: TAttachGroup): Promise<TUploadedFile[]> {
  await authorizeGroup(db, p, g.taskClassNm, g.attachFileId, 'read');
  const rows = await db
    .select()
    .from(attachFile)
    .where(and(eq(attachFile.taskClassNm, g.taskClassNm), eq(attachFile.attachFileId, g.attachFileId), visibleTo(p.userId)))
    .orderBy(attachFile.fileNo);
  return rows.map(toDto);
}

/** on save of the owning record: the caller's temporary files of the group become permanent */
export async function applyFiles(db: Db, p: Principal, g: TAttachGroup, ip: string | null): Promise<number> {
  // files of a record that was never saved cannot be applied (a temporary group is claimed when its record is created)
  const applyFailed = () => badRequest(undefined, FILE_MESSAGES.applyFailed);
  if (isTempAttachFileId(g.attachFileId)) {
    await authorizeGroup(db, p, g.taskClassNm, g.attachFileId, 'write');
    throw applyFailed();
  }
  await authorizeGroup(db, p, g.taskClassNm, g.attachFileId, 'write').catch((err: unknown) => {
    throw err instanceof AppError && err.message === FILE_MESSAGES.ownerNotFound ? applyFailed() : err;
  });
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(attachFile)
      .set({ status: 'P', updateUserId: p.userId, updateDt: new Date(), version: sql`${attachFile.version} + 1` })
      .where(and(eq(attachFile.taskClassNm, g.taskClassNm), eq(attachFile.attachFileId, g.attachFileId), eq(attachFile.status, 'T'), eq(attachFile.createUserId, p.userId)))
      .returning({ fileNo: attachFile.fileNo });
    if (rows.length) {
      await writeAudit(tx, { userId: p.userId, action: 'APPLY', entity: 'com_attach_file', entityKey: `${g.taskClassNm}:${g.attachFileId}`, after: { fileNos: rows.map((r) => r.fileNo) }, ip });
    }
    return rows.length;
  });
}

/**
 * A record was just created: its temporary groups (one attachFileId, any of the record's task classes) become the
 * record's. Call it inside the record's create transaction, after the insert and the create's own rights and scope
 * checks. The temporary files must all be the caller's (403 otherwise); they move to the record's group as permanent
 * files, within the task class's limitCnt (400 otherwise, and the record is not created either).
 */
export async function claimTempGroups(tx: DbOrTx, p: Principal, taskClassNms: readonly string[], tempId: string | undefined, recordId: string, ip: string | null): Promise<number> {
  if (!tempId) return 0;
  if (!isTempAttachFileId(tempId) || isTempAttachFileId(recordId)) throw badRequest(undefined, FILE_MESSAGES.applyFailed);
  let moved = 0;
  for (const taskClassNm of taskClassNms) {
    await queryRows(tx, sql`select 1 from com_attach_group where task_class_nm = ${taskClassNm} and attach_file_id = ${tempId} for update`);
    await assertTempOwner(tx, p, taskClassNm, tempId);
    await tx.insert(attachGroup).values({ taskClassNm, attachFileId: recordId }).onConflictDoNothing();
    await queryRows(tx, sql`select 1 from com_attach_group where task_class_nm = ${taskClassNm} and attach_file_id = ${recordId} for update`);
    const rows = await tx
      .update(attachFile)
      // a file still being written (W) moves too and becomes permanent when it completes
      .set({ attachFileId: recordId, status: sql`case when ${attachFile.status} = 'W' then 'W' else 'P' end`, updateUserId: p.userId, updateDt: new Date(), version: sql`${attachFile.version} + 1` })
      .where(and(eq(attachFile.taskClassNm, taskClassNm), eq(attachFile.attachFileId, tempId), inArray(attachFile.status, ['T', 'W']), eq(attachFile.createUserId, p.userId)))
      .returning({ fileNo: attachFile.fileNo });
    if (rows.length === 0) continue;
    const setting = await getSetting(tx, taskClassNm);
    const [c] = await queryRows<{ n: string }>(tx, sql`
      select count(*) as n from com_attach_file where task_class_nm = ${taskClassNm} and attach_file_id = ${recordId} and status in ('P', 'W')`);
    if (Number(c?.n ?? 0) > setting.limitCnt) throw badRequest(undefined, FILE_MESSAGES.countExceeded);
    await tx.delete(attachGroup).where(and(eq(attachGroup.taskClassNm, taskClassNm), eq(attachGroup.attachFileId, tempId)));
    await writeAudit(tx, {
      userId: p.userId, action: 'CLAIM', entity: 'com_attach_file', entityKey: `${taskClassNm}:${recordId}`,
      before: { attachFileId: tempId }, after: { attachFileId: recordId, fileNos: rows.map((r) => r.fileNo) }, ip,
    });
    moved += rows.length;
  }
  return moved;
}

/**
 * A record is being deleted: its files go with it (same transaction). They are marked deleted (X) here; the cleanup
 * job removes their blobs. Without this a later record with the same key would inherit them.
 */
export async function releaseRecordFiles(tx: DbOrTx, p: Principal, taskClassNms: readonly string[], recordId: string, ip: string | null): Promise<number> {
  let n = 0;
  for (const taskClassNm of taskClassNms) {
    const rows = await tx
      .update(attachFile)
      .set({ status: 'X', updateUserId: p.userId, updateDt: new Date() })
      .where(and(eq(attachFile.taskClassNm, taskClassNm), eq(attachFile.attachFileId, recordId), inArray(attachFile.status, ['T', 'P'])))
      .returning({ fileNo: attachFile.fileNo });
    if (rows.length === 0) continue;
    await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'com_attach_file', entityKey: `${taskClassNm}:${recordId}`, before: { fileNos: rows.map((r) => r.fileNo) }, ip });
    n += rows.length;
  }
  return n;
}

/** mark deleted (invisible at once), then remove blob and row; a failure in between is finished by the cleanup job */
async function deleteRows(deps: TAttachDeps, p: Principal, rows: TFileRow[], ip: string | null): Promise<number> {
  if (rows.length === 0) return 0;
  const nos = rows.map((r) => r.fileNo);
  await deps.db.transaction(async (tx) => {
    // a file a record still names (a child row's file cell) stays: lock the files first, then ask the owner
    await queryRows(tx, sql`select file_no from com_attach_file where file_no in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)}) for update`);
    const groups = new Map<string, { tc: TTaskClass | undefined; attachFileId: string; nos: number[] }>();
    for (const r of rows) {
      const k = `${r.taskClassNm}\u0000${r.attachFileId}`;
      if (!groups.has(k)) groups.set(k, { tc: getTaskClass(r.taskClassNm), attachFileId: r.attachFileId, nos: [] });
      groups.get(k)!.nos.push(r.fileNo);
    }
    for (const g of groups.values()) await g.tc?.assertDeletable?.(tx, g.attachFileId, g.nos);
    await tx.update(attachFile).set({ status: 'X', updateUserId: p.userId, updateDt: new Date() }).where(inArray(attachFile.fileNo, nos));
    await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'com_attach_file', entityKey: nos.join(','), before: rows.map(toDto), ip });
  });
  await purge(deps, rows);
  return rows.length;
}

export async function purge(deps: Pick<TAttachDeps, 'db' | 'store'>, rows: { fileNo: number; storageKey: string }[]): Promise<number> {
  let n = 0;
  for (const r of rows) {
    try {
      await deps.store.remove(r.storageKey);
      await deps.db.delete(attachFile).where(eq(attachFile.fileNo, r.fileNo));
      n += 1;
    } catch {
      // left in status X / W / T for the next cleanup run
    }
  }
  return n;
}

export async function deleteFile(deps: TAttachDeps, p: Principal, fileNo: number, ip: string | null): Promise<number> {
  const row = await loadVisibleFile(deps.db, p, fileNo, 'write');
  return deleteRows(deps, p, [row], ip);
}

/** all files of the group the caller can see; tempOnly = only the caller's not yet applied uploads */
export async function deleteAll(deps: TAttachDeps, p: Principal, g: TAttachGroup, tempOnly: boolean, ip: string | null): Promise<number> {
  await authorizeGroup(deps.db, p, g.taskClassNm, g.attachFileId, 'write');
  const rows = await deps.db
    .select()
    .from(attachFile)
    .where(and(
      eq(attachFile.taskClassNm, g.taskClassNm), eq(attachFile.attachFileId, g.attachFileId),
      tempOnly ? and(eq(attachFile.status, 'T'), eq(attachFile.createUserId, p.userId)) : visibleTo(p.userId),
    ));
  return deleteRows(deps, p, rows, ip);
}

export async function editExplain(db: Db, p: Principal, fileNo: number, pictureExplan: string | null, version: number, ip: string | null): Promise<TUploadedFile> {
  const before = await loadVisibleFile(db, p, fileNo, 'write');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(attachFile)
      .set({ pictureExplan: pictureExplan?.trim() || null, version: sql`${attachFile.version} + 1`, updateUserId: p.userId, updateDt: new Date() })
      .where(and(eq(attachFile.fileNo, fileNo), eq(attachFile.version, version), inArray(attachFile.status, ['T', 'P'])))
      .returning();
    if (!row) throw conflict();
    await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: 'com_attach_file', entityKey: String(fileNo), before: { pictureExplan: before.pictureExplan }, after: { pictureExplan: row.pictureExplan }, ip });
    return toDto(row);
  });
}

// ---- reading -------------------------------------------------------------------------------------------

export async function openBlob(deps: TAttachDeps, row: Pick<TFileRow, 'storageKey' | 'encryptYn' | 'fileSize'>, range?: { start: number; end: number }): Promise<Readable> {
  if (range) {
    if (row.encryptYn !== 'Y') return deps.store.read(row.storageKey, range);
    if (!deps.encryptionKey) throw new Error('encrypted file but no FILE_ENCRYPTION_KEY');
    return decryptedRange(deps.store, row.storageKey, range, deps.encryptionKey);
  }
  if (row.encryptYn === 'Y') {
    if (!deps.encryptionKey) throw new Error('encrypted file but no FILE_ENCRYPTION_KEY');
    return decryptedStream(deps.store, row.storageKey, row.fileSize, deps.encryptionKey);
  }
  return deps.store.read(row.storageKey);
}

async function readSmall(deps: TAttachDeps, row: TFileRow): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of await openBlob(deps, row)) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

export async function getFileForRead(deps: TAttachDeps, p: Principal, fileNo: number): Promise<TFileRow> {
  return loadVisibleFile(deps.db, p, fileNo, 'read');
}

export async function image64(deps: TAttachDeps, p: Principal, fileNo: number): Promise<{ fileNo: number; previewImage: string }> {
  const row = await getFileForRead(deps, p, fileNo);
  if (!IMAGE_EXTS.includes(row.fileExt) || !row.contentType.startsWith('image/')) throw badRequest(undefined, FILE_MESSAGES.notImage);
  if (row.fileSize > IMAGE64_MAX_BYTES) throw badRequest(undefined, FILE_MESSAGES.tooLargeForPreview);
  const buf = await readSmall(deps, row);
  return { fileNo, previewImage: `data:${row.contentType};base64,${buf.toString('base64')}` };
}

export async function file64(deps: TAttachDeps, p: Principal, fileNo: number) {
  const row = await getFileForRead(deps, p, fileNo);
  if (row.fileSize > FILE64_MAX_BYTES) throw badRequest(undefined, FILE_MESSAGES.tooLargeForPreview);
  const buf = await readSmall(deps, row);
  return { fileNo, fileOrgNm: row.fileOrgNm, contentType: row.contentType, fileSize: row.fileSize, data: buf.toString('base64') };
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, so Korean names survive in every browser */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// ---- download tokens and zip ----------------------------------------------------------------------------

type TDownClaims = { sid: string; fno?: number; tc?: string; aid?: string };
const DOWN_TTL_SEC = 120;
const downKey = (secret: string) => createHash('sha256').update(`${secret}:attach-download`).digest();

/**
 * A short-lived signed URL for a browser download (a plain link cannot carry the X-Authorization header).
 * It is bound to the session; on use the session and the rights are checked again.
 */
export async function signDownload(deps: Pick<TAttachDeps, 'jwtSecret'>, p: Principal, claims: Omit<TDownClaims, 'sid'>, ttlSec = DOWN_TTL_SEC): Promise<string> {
  const token = await new SignJWT({ ...claims, sid: p.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(p.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSec}s`)
    .setAudience('attach-download')
    .sign(downKey(deps.jwtSecret));
  return `/api/file/down?t=${token}`;
}

export async function verifyDownload(deps: TAttachDeps, token: string): Promise<TDownClaims & { sub: string }> {
  try {
    const { payload } = await jwtVerify(token, downKey(deps.jwtSecret), { audience: 'attach-download', algorithms: ['HS256'] });
    return payload as unknown as TDownClaims & { sub: string };
  } catch {
    throw notFound(FILE_MESSAGES.downloadFailed);
  }
}

export async function zipGroupRows(db: DbOrTx, p: Principal, g: TAttachGroup): Promise<TFileRow[]> {
  await authorizeGroup(db, p, g.taskClassNm, g.attachFileId, 'read');
  return db
    .select()
    .from(attachFile)
    .where(and(eq(attachFile.taskClassNm, g.taskClassNm), eq(attachFile.attachFileId, g.attachFileId), visibleTo(p.userId)))
    .orderBy(attachFile.fileNo);
}

/** a zip of the rows, streamed (yazl reads one blob at a time); equal names get " (2)", " (3)" */
export function zipStream(deps: TAttachDeps, rows: TFileRow[]): Readable {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const r of rows) {
    let name = r.fileOrgNm;
    for (let i = 2; used.has(name.toLowerCase()); i += 1) {
      const ext = fileExtOf(r.fileOrgNm);
      const stem = ext ? r.fileOrgNm.slice(0, -(ext.length + 1)) : r.fileOrgNm;
      name = ext ? `${stem} (${i}).${ext}` : `${stem} (${i})`;
    }
    used.add(name.toLowerCase());
    zip.addReadStreamLazy(name, { mtime: r.createDt, size: r.fileSize }, (cb) => {
      openBlob(deps, r).then((s) => cb(null, s), (e: unknown) => cb(e, undefined as unknown as Readable));
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
