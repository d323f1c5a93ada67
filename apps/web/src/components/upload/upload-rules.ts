import {
  FILE_MESSAGES, SECOND_UPLOADER_DEFAULTS, UPLOAD_DEFAULTS, checkBatch, checkCount, checkExt, checkTotalSize, dedupeFiles, parseAcceptExt,
  type TAttachSetting, type TCandidate,
} from '@jikim/shared';

export type TFileMessageKey = keyof typeof FILE_MESSAGES;
const KEY_BY_TEXT = new Map<string, TFileMessageKey>(Object.entries(FILE_MESSAGES).map(([k, v]) => [v, k as TFileMessageKey]));
/** the i18n key of a spec message (texts come from @jikim/shared, shown through i18n) */
export const messageKey = (text: string): TFileMessageKey | undefined => KEY_BY_TEXT.get(text);

export type TEffectiveLimits = { acceptExt: string[]; limitCnt: number; limitSize: number };

/** the setting, narrowed by what a screen passes (manualSetting): a screen may be stricter, never looser */
export function effectiveLimits(setting: Pick<TAttachSetting, 'acceptExt' | 'limitCnt' | 'limitSize'> | null, manual?: Partial<{ acceptExt: string; limitCnt: number; limitSize: number }>): TEffectiveLimits {
  const base = setting ?? { acceptExt: UPLOAD_DEFAULTS.acceptExt.join(','), limitCnt: UPLOAD_DEFAULTS.limitCnt, limitSize: UPLOAD_DEFAULTS.limitSize };
  let acceptExt = parseAcceptExt(base.acceptExt);
  if (manual?.acceptExt) {
    const m = parseAcceptExt(manual.acceptExt);
    acceptExt = acceptExt.filter((e) => m.includes(e));
  }
  return {
    acceptExt,
    limitCnt: Math.min(base.limitCnt, manual?.limitCnt ?? Infinity),
    limitSize: Math.min(base.limitSize, manual?.limitSize ?? Infinity),
  };
}

/** the uploader's accept attribute: ".png,.jpg" */
export const acceptAttr = (exts: string[]) => exts.map((e) => `.${e}`).join(',');

/** spec §5 Upload for a batch the user picked: all of it or none of it, with the first refusal's message */
export function admitBatch<T extends TCandidate>(files: T[], state: { pending: number; uploaded: number }, limits: TEffectiveLimits): { accepted: T[]; error: string | null } {
  const error = checkBatch(files, state.uploaded, limits, state.pending);
  return error ? { accepted: [], error } : { accepted: files, error: null };
}

/**
 * Second uploader: duplicates (same name and size) dropped with the spec message; then extension, count and the
 * total size of everything (spec §5). Files that pass are added; the messages say why others were not.
 */
export function admitSecond<T extends TCandidate>(existing: TCandidate[], added: T[], limits: TEffectiveLimits): { accepted: T[]; messages: string[] } {
  const messages: string[] = [];
  const { kept, removed } = dedupeFiles(existing, added);
  if (removed > 0) messages.push(FILE_MESSAGES.duplicateRemoved);
  const accepted: T[] = [];
  for (const f of kept) {
    const ext = checkExt(f.name, limits.acceptExt);
    if (ext) {
      if (!messages.includes(ext)) messages.push(ext);
      continue;
    }
    if (checkCount(existing.length + accepted.length + 1, 0, limits.limitCnt)) {
      if (!messages.includes(FILE_MESSAGES.countExceeded)) messages.push(FILE_MESSAGES.countExceeded);
      break;
    }
    if (checkTotalSize([...existing, ...accepted, f], limits.limitSize)) {
      messages.push(FILE_MESSAGES.totalSizeExceeded);
      break;
    }
    accepted.push(f);
  }
  return { accepted, messages };
}

export const SECOND_DEFAULT_LIMITS: TEffectiveLimits = {
  acceptExt: [...UPLOAD_DEFAULTS.acceptExt],
  limitCnt: SECOND_UPLOADER_DEFAULTS.limitCnt,
  limitSize: SECOND_UPLOADER_DEFAULTS.limitSize,
};
