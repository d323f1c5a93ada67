// Attachments (spec §3 Attachment setting / group / Uploaded file, §5 Upload, §8 file messages, §9 file defaults).
// Pure rules shared by the server (enforcement) and the upload widgets (early feedback).
import { z } from 'zod';

export * from './public-upload.js';

/** spec §4, §5, §8 texts for files — contract, keep exactly */
/**
 * A temporary attachment group: files picked for a record that is not saved yet. Its attachFileId is
 * `tmp_` + 32 hex characters (random, made by the widget); it belongs to the user who uploads into it and is
 * claimed by the record when the record is created (the files then move to the record's own group).
 */
export const TEMP_ATTACH_ID_RE = /^tmp_[0-9a-f]{32}$/;
export const isTempAttachFileId = (id: string): boolean => TEMP_ATTACH_ID_RE.test(id);
/** per user, over all of their temporary groups: files and bytes not yet claimed by a record */
export const TEMP_QUOTA_COUNT = 50;
export const TEMP_QUOTA_MB = 200;

export const FILE_MESSAGES = {
  notUsed: '※ 첨부파일 기능을 사용하지 않도록 설정되어있습니다. 관리자에게 문의하세요.',
  countExceeded: '업로드 가능한 파일갯수를 초과하였습니다. 파일갯수를 확인하세요.',
  extNotAllowed: '업로드 불가능한 확장자입니다. 허용 확장자를 확인하세요.',
  sizeExceeded: '업로드 가능한 용량을 초과하였습니다. 제한 용량을 확인하세요.',
  noFile: '파일을 등록해 주세요.',
  totalSizeExceeded: '업로드 제한 용량을 초과하여, 더 이상 첨부할 수 없습니다.',
  duplicateRemoved: '같은 파일명과 크기의 중복된 파일이 존재합니다.(중복된 파일은 자동 제거됩니다.)',
  applyFailed: '파일 적용 중 오류가 발생했습니다. 관리자에게 문의하세요.',
  zipNoFile: '압축할 파일이 없습니다.',
  downloadFailed: '첨부파일 다운로드시 오류가 발생했습니다.',
  confirmDelete: '파일을 삭제 하시겠습니까?',
  confirmDeleteAll: '현재 업로드된 모든 파일을 삭제 하시겠습니까?',
  confirmDeleteAllTemp: '현재 업로드된 모든 파일을 임시로 삭제 하시겠습니까?',
  uploadSuccess: '파일업로드가 정상적으로 처리되었습니다.',
  // not in the spec (the spec names no text for these refusals); written in the same voice
  contentMismatch: '파일 내용이 확장자와 일치하지 않습니다. 파일을 확인하세요.',
  unknownTaskClass: '등록되지 않은 첨부파일 업무구분입니다.',
  tooLargeForPreview: '미리보기/변환 가능한 크기를 초과하였습니다. 다운로드하여 확인하세요.',
  notImage: '이미지 파일이 아닙니다.',
  ownerNotFound: '첨부파일을 등록할 대상 자료가 없습니다. 자료를 먼저 저장하세요.',
  tempQuotaExceeded: `저장되지 않은 임시 첨부파일이 한도(사용자당 ${TEMP_QUOTA_COUNT}개, ${TEMP_QUOTA_MB}MB)를 초과하였습니다. 작성 중인 자료를 저장하거나 임시 파일을 삭제하세요.`,
} as const;

/** spec §9: upload defaults (widget without a setting row; server when a task class has no setting row) */
export const UPLOAD_DEFAULTS = {
  acceptExt: ['txt', 'xls', 'xlsx', 'ppt', 'pptx', 'doc', 'docx', 'pdf', 'png', 'gif', 'jpg', 'jpeg'],
  limitCnt: 999,
  limitSize: 20,
} as const;
/** spec §9: defaults of a new attachment-setting row (admin screen) */
export const SETTING_DEFAULTS = { limitCnt: 1, limitSize: 10 } as const;
/** spec §9: the second uploader variant */
export const SECOND_UPLOADER_DEFAULTS = { limitCnt: 10, limitSize: 200 } as const;
/** spec §9: type groups */
export const FILE_TYPE_GROUPS = {
  document: ['txt', 'csv', 'xls', 'xlsx', 'ppt', 'pptx', 'doc', 'docx', 'pdf', 'hwp', 'hwpx'],
  image: ['png', 'gif', 'jpg', 'jpeg', 'bmp', 'webp'],
  movie: ['mkv', 'avi', 'mp4', 'mpg', 'flv', 'wmv', 'asf', 'asx', 'ogm', 'ogv', 'mov'],
  zip: ['zip'],
} as const;
export const IMAGE_EXTS: readonly string[] = FILE_TYPE_GROUPS.image;
/** uploaded list max height (spec §9) */
export const UPLOADED_LIST_MAX_HEIGHT = 180;
/** one MB as the spec counts it: limitSize × 1,000,000 bytes */
export const MB = 1_000_000;
/** hard ceiling an administrator may set per file (MB) */
export const MAX_LIMIT_SIZE_MB = 2000;

const yn = z.enum(['Y', 'N']);

/** spec §3 Attachment setting */
export const ZAttachSettingSchema = z.object({
  taskClassNm: z.string(),
  taskClassDesc: z.string().nullable(),
  acceptExt: z.string(),
  limitCnt: z.number().int(),
  limitSize: z.number().int(),
  dragDropYn: yn,
  multipleSelYn: yn,
  previewYn: yn,
  pictureExplainYn: yn,
  encryptYn: yn,
  useYn: yn,
  /** Y when a row exists for the task class; N when the §9 upload defaults apply */
  settingYn: yn,
  version: z.number().int(),
});
export type TAttachSetting = z.infer<typeof ZAttachSettingSchema>;

const extList = z
  .string()
  .trim()
  .max(500)
  .refine((s) => parseAcceptExt(s).length > 0, { message: '허용 확장자를 입력하세요.' })
  .refine((s) => parseAcceptExt(s).every((e) => /^[a-z0-9]{1,15}$/.test(e)), { message: '확장자는 영문/숫자로 쉼표(,)로 구분하여 입력하세요.' });

/** admin create/update body */
export const ZAttachSettingInputSchema = z.object({
  taskClassNm: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_]+$/, { message: '업무구분명은 영문, 숫자, _ 만 사용할 수 있습니다.' }),
  taskClassDesc: z.string().trim().max(200).nullable().optional(),
  acceptExt: extList,
  limitCnt: z.number().int().min(1).max(999),
  limitSize: z.number().int().min(1).max(MAX_LIMIT_SIZE_MB),
  dragDropYn: yn,
  multipleSelYn: yn,
  previewYn: yn,
  pictureExplainYn: yn,
  encryptYn: yn,
  useYn: yn,
});
export type TAttachSettingInput = z.infer<typeof ZAttachSettingInputSchema>;

/** spec §3 Attachment group (the identifying part every call carries) */
export const ZAttachGroupSchema = z.object({
  taskClassNm: z.string().trim().min(1).max(100),
  attachFileId: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/),
  taskFlag: z.string().max(50).optional(),
});
export type TAttachGroup = z.infer<typeof ZAttachGroupSchema>;

/** spec §3 Uploaded file */
export const ZUploadedFileSchema = z.object({
  fileNo: z.number().int(),
  taskClassNm: z.string(),
  attachFileId: z.string(),
  fileOrgNm: z.string(),
  fileSize: z.number().int(),
  fileExt: z.string(),
  contentType: z.string(),
  previewImage: z.string().nullable(),
  filePath: z.string().nullable(),
  pictureExplan: z.string().nullable(),
  /** Y while the file waits for the owning record to be saved (apply) */
  tempYn: yn,
  encryptYn: yn,
  createUserId: z.string().nullable(),
  createDt: z.string(),
  version: z.number().int(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;

export const ZEditExplainSchema = z.object({
  fileNo: z.number().int().positive(),
  pictureExplan: z.string().max(1000).nullable(),
  version: z.number().int().positive(),
});

// ---------------------------------------------------------------------------------------------
// rules

/** 'PNG, .Jpg ,pdf' → ['png','jpg','pdf'] (lower case, no dots, no blanks, unique) */
export function parseAcceptExt(raw: string | readonly string[] | null | undefined): string[] {
  const parts = typeof raw === 'string' ? raw.split(/[,\s;]+/) : [...(raw ?? [])];
  const out: string[] = [];
  for (const p of parts) {
    const e = p.trim().replace(/^\.+/, '').toLowerCase();
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** extension of a file name, lower case, '' when none */
export function fileExtOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 && i < base.length - 1 ? base.slice(i + 1).toLowerCase() : '';
}

export type TLimitSetting = { acceptExt: string | readonly string[]; limitCnt: number; limitSize: number };
export type TCandidate = { name: string; size: number };

/** spec §5 Upload: count (pending + uploaded (+1 when other-group files are shown) ≤ limitCnt) */
export function checkCount(pending: number, uploaded: number, limitCnt: number, showsOtherGroup = false): string | null {
  return pending + uploaded + (showsOtherGroup ? 1 : 0) > limitCnt ? FILE_MESSAGES.countExceeded : null;
}

/** spec §5 Upload: extension (lower case) in the allowed list */
export function checkExt(name: string, acceptExt: string | readonly string[]): string | null {
  const ext = fileExtOf(name);
  return ext && parseAcceptExt(acceptExt).includes(ext) ? null : FILE_MESSAGES.extNotAllowed;
}

/** spec §5 Upload: size ≤ limitSize × 1,000,000 bytes */
export function checkSize(size: number, limitSizeMb: number): string | null {
  return size > limitSizeMb * MB ? FILE_MESSAGES.sizeExceeded : null;
}

/** all of §5 Upload for a batch the user picked: first refusal wins (the widget shows it and adds nothing) */
export function checkBatch(files: TCandidate[], uploaded: number, s: TLimitSetting, pendingBefore = 0): string | null {
  if (files.length === 0) return FILE_MESSAGES.noFile;
  const c = checkCount(pendingBefore + files.length, uploaded, s.limitCnt);
  if (c) return c;
  for (const f of files) {
    const e = checkExt(f.name, s.acceptExt) ?? checkSize(f.size, s.limitSize);
    if (e) return e;
  }
  return null;
}

/** second uploader: same name and size duplicates are dropped (spec §5); reports whether any was */
export function dedupeFiles<T extends TCandidate>(existing: TCandidate[], added: T[]): { kept: T[]; removed: number } {
  const seen = new Set(existing.map((f) => `${f.name}\u0000${f.size}`));
  const kept: T[] = [];
  let removed = 0;
  for (const f of added) {
    const k = `${f.name}\u0000${f.size}`;
    if (seen.has(k)) removed += 1;
    else {
      seen.add(k);
      kept.push(f);
    }
  }
  return { kept, removed };
}

/** second uploader: total size of all files against limitSize MB (spec §5) */
export function checkTotalSize(files: TCandidate[], limitSizeMb: number): string | null {
  return files.reduce((a, f) => a + f.size, 0) > limitSizeMb * MB ? FILE_MESSAGES.totalSizeExceeded : null;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
/** spec §9: sizes in Bytes, KB, MB, GB, TB (1024-based steps, two decimals at most) */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0 || !Number.isFinite(bytes)) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const v = bytes / 1024 ** i;
  return `${i === 0 ? v : Number(v.toFixed(2))} ${UNITS[i]}`;
}

const RESERVED = /^(con|prn|aux|nul|clock\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/**
 * A file name safe to show and to put in a Content-Disposition header: no path (only the last segment),
 * no control or reserved characters, no Windows device names, no leading/trailing dots or blanks, at most
 * 200 characters (extension kept). Stored names are random; this name is only ever displayed.
 */
export function sanitizeFileName(raw: string): string {
  let name = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  name = name.replace(/[<>:"|?*]/g, '_').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  const dot = name.indexOf('.');
  const stem = dot >= 0 ? name.slice(0, dot) : name;
  if (RESERVED.test(stem.trim())) name = `_${name}`;
  if (name.length > 200) {
    const ext = fileExtOf(name);
    name = ext && ext.length < 20 ? `${name.slice(0, 199 - ext.length)}.${ext}` : name.slice(0, 200);
  }
  return name || 'file';
}
