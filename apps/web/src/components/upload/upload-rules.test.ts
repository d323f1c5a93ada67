import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, formatFileSize, sanitizeFileName } from '@jikim/shared';
import { admitBatch, admitSecond, effectiveLimits, messageKey, SECOND_DEFAULT_LIMITS } from './upload-rules';

const f = (name: string, size = 10) => ({ name, size });

describe('uploader limits (spec §5 Upload)', () => {
  const limits = effectiveLimits({ acceptExt: 'png, JPG ,pdf', limitCnt: 3, limitSize: 1 });

  it('admits a batch within count, extension (lower case) and size', () => {
    expect(admitBatch([f('a.PNG'), f('b.jpg', 1_000_000)], { pending: 0, uploaded: 1 }, limits)).toEqual({ accepted: [f('a.PNG'), f('b.jpg', 1_000_000)], error: null });
  });
  it('refuses the whole batch when pending + uploaded exceeds limitCnt', () => {
    expect(admitBatch([f('a.png'), f('b.png')], { pending: 1, uploaded: 1 }, limits).error).toBe(FILE_MESSAGES.countExceeded);
  });
  it('refuses an extension outside the list and a file without one', () => {
    expect(admitBatch([f('a.exe')], { pending: 0, uploaded: 0 }, limits).error).toBe(FILE_MESSAGES.extNotAllowed);
    expect(admitBatch([f('README')], { pending: 0, uploaded: 0 }, limits).error).toBe(FILE_MESSAGES.extNotAllowed);
  });
  it('refuses a file over limitSize × 1,000,000 bytes', () => {
    expect(admitBatch([f('a.pdf', 1_000_001)], { pending: 0, uploaded: 0 }, limits).error).toBe(FILE_MESSAGES.sizeExceeded);
  });
  it('asks for a file when nothing was picked', () => {
    expect(admitBatch([], { pending: 0, uploaded: 0 }, limits).error).toBe(FILE_MESSAGES.noFile);
  });
  it('lets a screen narrow but never widen the setting', () => {
    expect(effectiveLimits({ acceptExt: 'png,pdf', limitCnt: 3, limitSize: 5 }, { acceptExt: 'pdf,exe', limitCnt: 10, limitSize: 2 })).toEqual({ acceptExt: ['pdf'], limitCnt: 3, limitSize: 2 });
    expect(effectiveLimits(null)).toMatchObject({ limitCnt: 999, limitSize: 20 });
  });
  it('maps spec texts to i18n keys', () => {
    expect(messageKey(FILE_MESSAGES.sizeExceeded)).toBe('sizeExceeded');
  });
});

describe('second uploader (spec §5 Second uploader)', () => {
  it('defaults to 10 files and 200 MB', () => {
    expect(SECOND_DEFAULT_LIMITS).toMatchObject({ limitCnt: 10, limitSize: 200 });
  });
  it('removes same-name-and-size duplicates with the spec message, keeps same name with another size', () => {
    const r = admitSecond([f('a.pdf', 5)], [f('a.pdf', 5), f('a.pdf', 6), f('b.pdf', 5), f('b.pdf', 5)], SECOND_DEFAULT_LIMITS);
    expect(r.accepted).toEqual([f('a.pdf', 6), f('b.pdf', 5)]);
    expect(r.messages).toEqual([FILE_MESSAGES.duplicateRemoved]);
  });
  it('stops adding when the total size would pass the limit', () => {
    const limits = { ...SECOND_DEFAULT_LIMITS, limitSize: 1 };
    const r = admitSecond([f('a.pdf', 600_000)], [f('b.pdf', 300_000), f('c.pdf', 200_000)], limits);
    expect(r.accepted).toEqual([f('b.pdf', 300_000)]);
    expect(r.messages).toEqual([FILE_MESSAGES.totalSizeExceeded]);
  });
  it('stops at the file count', () => {
    const limits = { ...SECOND_DEFAULT_LIMITS, limitCnt: 2 };
    const r = admitSecond([f('a.pdf')], [f('b.pdf'), f('c.pdf')], limits);
    expect(r.accepted).toEqual([f('b.pdf')]);
    expect(r.messages).toEqual([FILE_MESSAGES.countExceeded]);
  });
});

describe('sizes and names', () => {
  it('formats Bytes, KB, MB, GB, TB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
  });
  it('sanitizes names: no path, no control characters, no device names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\temp\\보고서.pdf')).toBe('보고서.pdf');
    expect(sanitizeFileName('con.txt')).toBe('_con.txt');
    expect(sanitizeFileName('LPT1')).toBe('_LPT1');
    expect(sanitizeFileName('a\u0000b\u202e.txt')).toBe('ab.txt');
    expect(sanitizeFileName('...')).toBe('file');
    expect(sanitizeFileName(`${'가'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
