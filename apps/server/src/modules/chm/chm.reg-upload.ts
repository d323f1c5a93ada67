import multipart from '@fastify/multipart';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAS_RE, CHM_CODE_GROUPS, CHM_MENUS, CHM_MESSAGES, zIntParam } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { cellText, ExcelUploadError, readExcelUpload, type TExcelUpload } from '../../lib/excel-upload.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { flagRegulationChange } from './chm.service.js';
import { chmChemical, chmChemicalReg, chmRegUpload } from './chm.tables.js';

/** the regulation workbook's columns (row 1 titles); 규제구분 takes the code or its Korean name */
export const REG_COLS = { cas: 'CAS번호', ko: '물질명', en: '영문명', reg: '규제구분', pct: '함량기준(%)', hazClass: '위험물 류별', desQty: '지정수량', desUnit: '단위' } as const;
const MSG = {
  noFile: '규제물질 엑셀 파일을 선택하세요.',
  badFile: `규제물질 엑셀(.xlsx) 양식이 아닙니다. 첫 행에 ${Object.values(REG_COLS).join(', ')} 열이 있어야 합니다.`,
};
export const REG_UPLOAD_MAX_ROWS = 20000;

type TRegLine = { casNo: string; chemNmKo: string; chemNmEn: string | null; regCd: string; thresholdPct: number; hazmatClassNm: string | null; designatedQty: number | null; designatedUnitCd: string | null };
type TDiffRow = { casNo: string; chemNm: string; regCd: string; before: Partial<TRegLine> | null; after: Partial<TRegLine> | null };
export type TRegDiff = { added: TDiffRow[]; changed: TDiffRow[]; removed: TDiffRow[] };

const ZDiffRow = z.object({ casNo: z.string(), chemNm: z.string(), regCd: z.string(), before: z.record(z.string(), z.unknown()).nullable(), after: z.record(z.string(), z.unknown()).nullable() });
const ZUpload = z.object({
  uploadNo: z.number(), fileNm: z.string(), statusCd: z.string(), addedCnt: z.number(), changedCnt: z.number(), removedCnt: z.number(), flaggedProdCnt: z.number().nullable(),
  createUserId: z.string(), createDt: z.string(), appliedUserId: z.string().nullable(), appliedDt: z.string().nullable(),
});
const ZUploadDetail = ZUpload.extend({ added: z.array(ZDiffRow), changed: z.array(ZDiffRow), removed: z.array(ZDiffRow) });

/** the workbook's rows, validated whole: a bad row refuses the file naming it */
export function parseRegSheet(sheet: TExcelUpload, regCodes: { code: string; codeNm: string; attr1: string | null }[]): TRegLine[] {
  if (![REG_COLS.cas, REG_COLS.ko, REG_COLS.reg].every((c) => sheet.headers.includes(c))) throw badRequest(undefined, MSG.badFile);
  const out: TRegLine[] = [];
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  for (const row of sheet.rows) {
    const t = (c: string) => cellText(row.cells[c]) || null;
    const casNo = t(REG_COLS.cas);
    const regTxt = t(REG_COLS.reg);
    const reg = regCodes.find((c) => c.code === regTxt || c.codeNm === regTxt);
    const fail = (why: string) => errors.push({ field: `row${row.rowNo}`, message: CHM_MESSAGES.uploadBadRow(row.rowNo, why) });
    if (!casNo || !CAS_RE.test(casNo)) { fail('CAS번호 형식이 올바르지 않습니다.'); continue; }
    if (!t(REG_COLS.ko)) { fail('물질명을 입력하세요.'); continue; }
    if (!reg) { fail(`규제구분 "${regTxt ?? ''}"을(를) 알 수 없습니다.`); continue; }
    const pctTxt = t(REG_COLS.pct);
    const pct = pctTxt === null ? Number(reg.attr1 ?? '1') : Number(pctTxt);
    if (!Number.isFinite(pct) || pct < 0 || pct > 100) { fail('함량기준(%)은 0~100 사이의 숫자여야 합니다.'); continue; }
    const qtyTxt = t(REG_COLS.desQty);
    const qty = qtyTxt === null ? null : Number(qtyTxt);
    if (qty !== null && !(qty > 0)) { fail('지정수량은 0보다 큰 숫자여야 합니다.'); continue; }
    const unit = t(REG_COLS.desUnit)?.toUpperCase() ?? null;
    if (unit !== null && unit !== 'KG' && unit !== 'L') { fail('단위는 KG 또는 L입니다.'); continue; }
    const k = `${casNo}|${reg.code}`;
    if (seen.has(k)) { fail('같은 CAS번호와 규제구분의 행이 두 번 있습니다.'); continue; }
    seen.add(k);
    out.push({ casNo, chemNmKo: t(REG_COLS.ko)!, chemNmEn: t(REG_COLS.en), regCd: reg.code, thresholdPct: pct, hazmatClassNm: t(REG_COLS.hazClass), designatedQty: qty, designatedUnitCd: unit });
  }
  if (errors.length) throw new AppError(400, errors[0]!.message, 'VALIDATION', errors.slice(0, 100));
  if (!out.length) throw badRequest(undefined, CHM_MESSAGES.uploadEmpty);
  return out;
}

const same = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null) || (a != null && b != null && Math.abs(a - b) < 1e-9);

/** added, changed and removed rows per CAS number and category: the workbook is the whole regulation list */
export async function diffRegs(db: DbOrTx, lines: TRegLine[]): Promise<TRegDiff> {
  const cur = await queryRows<{ cas_no: string; chem_nm_ko: string; reg_cd: string; threshold_pct: number; hazmat_class_nm: string | null; designated_qty: number | null; designated_unit_cd: string | null }>(db, sql`
    select c.cas_no, c.chem_nm_ko, r.reg_cd, r.threshold_pct, r.hazmat_class_nm, r.designated_qty, r.designated_unit_cd
      from chm_chemical c join chm_chemical_reg r on r.chem_no = c.chem_no`);
  const now = new Map(cur.map((c) => [`${c.cas_no}|${c.reg_cd}`, c]));
  const diff: TRegDiff = { added: [], changed: [], removed: [] };
  const inFile = new Set<string>();
  for (const l of lines) {
    const k = `${l.casNo}|${l.regCd}`;
    inFile.add(k);
    const c = now.get(k);
    const after = { thresholdPct: l.thresholdPct, hazmatClassNm: l.hazmatClassNm, designatedQty: l.designatedQty, designatedUnitCd: l.designatedUnitCd };
    if (!c) diff.added.push({ casNo: l.casNo, chemNm: l.chemNmKo, regCd: l.regCd, before: null, after });
    else {
      const before = { thresholdPct: Number(c.threshold_pct), hazmatClassNm: c.hazmat_class_nm, designatedQty: c.designated_qty === null ? null : Number(c.designated_qty), designatedUnitCd: c.designated_unit_cd };
      if (!same(before.thresholdPct, after.thresholdPct) || (before.hazmatClassNm ?? null) !== (after.hazmatClassNm ?? null) || !same(before.designatedQty, after.designatedQty) || (before.designatedUnitCd ?? null) !== (after.designatedUnitCd ?? null)) {
        diff.changed.push({ casNo: l.casNo, chemNm: l.chemNmKo, regCd: l.regCd, before, after });
      }
    }
  }
  for (const c of cur) {
    if (!inFile.has(`${c.cas_no}|${c.reg_cd}`)) diff.removed.push({ casNo: c.cas_no, chemNm: c.chem_nm_ko, regCd: c.reg_cd, before: { thresholdPct: Number(c.threshold_pct) }, after: null });
  }
  return diff;
}

/** JSON with sorted keys (a jsonb column answers its keys in its own order) */
const canon = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

const wireUpload = (u: typeof chmRegUpload.$inferSelect) => ({
  uploadNo: u.uploadNo, fileNm: u.fileNm, statusCd: u.statusCd, addedCnt: u.addedCnt, changedCnt: u.changedCnt, removedCnt: u.removedCnt, flaggedProdCnt: u.flaggedProdCnt,
  createUserId: u.createUserId, createDt: u.createDt.toISOString(), appliedUserId: u.appliedUserId, appliedDt: u.appliedDt?.toISOString() ?? null,
});

/**
 * 규제물질 엑셀 업로드: POST answers a preview (stored with the file); `…/{uploadNo}/apply` applies it (names, categories,
 * thresholds, 지정수량) and flags the products whose regulations change; the history keeps who, when, the file and the diff.
 */
export async function regUploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const menu = CHM_MENUS.regUpload;
  const ZKey = z.object({ key: zIntParam().pipe(z.number().min(1)) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  r.post('/api/chm/regupload', {
    config: menuWrite(menu),
    schema: { tags: ['chmRegUpload'], summary: 'upload the regulation workbook: answers the preview (added/changed/removed per CAS and category); nothing applied yet', consumes: ['multipart/form-data'], response: { 200: ZUploadDetail } },
  }, async (req, reply) => {
    if (!req.isMultipart()) throw badRequest(undefined, MSG.noFile);
    const part = await req.file({ throwFileSizeLimit: false });
    if (!part) throw badRequest(undefined, MSG.noFile);
    const buf = await part.toBuffer().catch(() => null);
    if (!buf || part.file.truncated) {
      reply.header('connection', 'close');
      throw badRequest(undefined, MSG.badFile);
    }
    const sheet = await readExcelUpload(buf, { maxRows: REG_UPLOAD_MAX_ROWS }).catch((err: unknown) => {
      throw err instanceof ExcelUploadError && err.kind === 'bad-file' ? badRequest(undefined, MSG.badFile) : err;
    });
    const codes = await queryRows<{ code: string; code_nm: string; attr1: string | null }>(app.db, sql`select code, code_nm, attr1 from com_code_master where code_group_cd = ${CHM_CODE_GROUPS.reg} and use_yn = 'Y'`);
    const lines = parseRegSheet(sheet, codes.map((c) => ({ code: c.code, codeNm: c.code_nm, attr1: c.attr1 })));
    const diff = await diffRegs(app.db, lines);
    const p = req.principal!;
    const row = await app.db.transaction(async (tx) => {
      const [u] = await tx.insert(chmRegUpload).values({
        fileNm: (part.filename || 'regulations.xlsx').slice(0, 300), fileData: buf, fileSize: buf.length, diff: { ...diff, lines },
        addedCnt: diff.added.length, changedCnt: diff.changed.length, removedCnt: diff.removed.length, createUserId: p.userId,
      }).returning();
      await writeAudit(tx, { userId: p.userId, action: 'CHM_REG_PREVIEW', entity: 'chmRegUpload', entityKey: String(u!.uploadNo), after: { fileNm: u!.fileNm, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length }, ip: req.ip });
      return u!;
    });
    return { ...wireUpload(row), ...diff };
  });

  r.post('/api/chm/regupload/:key/apply', {
    config: menuWrite(menu),
    schema: { tags: ['chmRegUpload'], summary: 'apply a previewed upload (409 when applied already or the base changed since the preview); products whose regulations change are flagged and their owners told', params: ZKey, response: { 200: ZUpload } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chm-reg-upload'))`);
      const [u] = await tx.select().from(chmRegUpload).where(eq(chmRegUpload.uploadNo, req.params.key)).for('update');
      if (!u) throw notFound();
      if (u.statusCd !== 'PREVIEW') throw conflict(CHM_MESSAGES.uploadApplied);
      const stored = u.diff as TRegDiff & { lines: TRegLine[] };
      // the base changed since this preview (another apply, a hand edit): the preview no longer says what would happen
      const fresh = await diffRegs(tx, stored.lines);
      if (canon([fresh.added, fresh.changed, fresh.removed]) !== canon([stored.added, stored.changed, stored.removed])) {
        throw conflict('미리보기 이후 규제물질 기준정보가 바뀌었습니다. 다시 업로드하여 미리보기를 확인하세요.');
      }
      const byCas = new Map<string, TRegLine[]>();
      for (const l of stored.lines) byCas.set(l.casNo, [...(byCas.get(l.casNo) ?? []), l]);
      for (const [casNo, ls] of byCas) {
        const [c] = await tx.insert(chmChemical).values({ casNo, chemNmKo: ls[0]!.chemNmKo, chemNmEn: ls[0]!.chemNmEn, createUserId: p.userId, updateUserId: p.userId })
          .onConflictDoUpdate({ target: chmChemical.casNo, set: { chemNmKo: ls[0]!.chemNmKo, chemNmEn: ls[0]!.chemNmEn, version: sql`${chmChemical.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` } })
          .returning({ no: chmChemical.chemNo });
        for (const l of ls) {
          const v = { thresholdPct: l.thresholdPct, hazmatClassNm: l.hazmatClassNm, designatedQty: l.designatedQty, designatedUnitCd: l.designatedUnitCd, updateUserId: p.userId, updateDt: sql`now()` };
          await tx.insert(chmChemicalReg).values({ chemNo: c!.no, regCd: l.regCd, ...v, createUserId: p.userId })
            .onConflictDoUpdate({ target: [chmChemicalReg.chemNo, chmChemicalReg.regCd], set: v });
        }
      }
      for (const x of stored.removed) {
        await tx.execute(sql`delete from chm_chemical_reg r using chm_chemical c where c.chem_no = r.chem_no and c.cas_no = ${x.casNo} and r.reg_cd = ${x.regCd}`);
      }
      const cas = [...new Set([...stored.added, ...stored.changed, ...stored.removed].map((x) => x.casNo))];
      const flagged = await flagRegulationChange(tx, cas, p.userId);
      const [done] = await tx.update(chmRegUpload).set({ statusCd: 'APPLIED', appliedUserId: p.userId, appliedDt: sql`now()`, flaggedProdCnt: flagged.length })
        .where(eq(chmRegUpload.uploadNo, u.uploadNo)).returning();
      await writeAudit(tx, { userId: p.userId, action: 'CHM_REG_APPLY', entity: 'chmRegUpload', entityKey: String(u.uploadNo), after: { added: stored.added.length, changed: stored.changed.length, removed: stored.removed.length, flaggedProducts: flagged }, ip: req.ip });
      return wireUpload(done!);
    });
  });

  r.get('/api/chm/regupload', {
    config: menuRead(menu),
    schema: { tags: ['chmRegUpload'], summary: 'upload history (newest first)', response: { 200: z.object({ list: z.array(ZUpload) }) } },
  }, async () => ({ list: (await app.db.select().from(chmRegUpload).orderBy(desc(chmRegUpload.uploadNo)).limit(200)).map(wireUpload) }));

  r.get('/api/chm/regupload/:key', {
    config: menuRead(menu),
    schema: { tags: ['chmRegUpload'], summary: 'one upload with its diff (compare two uploads by their diffs)', params: ZKey, response: { 200: ZUploadDetail } },
  }, async (req) => {
    const [u] = await app.db.select().from(chmRegUpload).where(eq(chmRegUpload.uploadNo, req.params.key));
    if (!u) throw notFound();
    const d = u.diff as TRegDiff;
    return { ...wireUpload(u), added: d.added, changed: d.changed, removed: d.removed };
  });

  r.get('/api/chm/regupload/:key/file', {
    config: menuRead(menu),
    schema: { tags: ['chmRegUpload'], summary: 'the uploaded workbook as it was', params: ZKey },
  }, async (req, reply) => {
    const [u] = await app.db.select({ fileNm: chmRegUpload.fileNm, fileData: chmRegUpload.fileData }).from(chmRegUpload).where(eq(chmRegUpload.uploadNo, req.params.key));
    if (!u) throw notFound();
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="regulations-${req.params.key}.xlsx"; filename*=UTF-8''${encodeURIComponent(u.fileNm)}`).send(u.fileData);
  });
}
