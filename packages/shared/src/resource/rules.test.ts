import { describe, expect, it } from 'vitest';
import {
  addTag, charLength, checkRequiredRows, clampQrWidth, counterText, defaultRange, formatPhone, formatThousands, isDateSelectable,
  isValidDateRange, isValidYmd, limitText, maskPhone, parseNumberText, rangeStart, requiredRowMessage, sanitizeNumberText,
  TAG_DUPLICATE_MESSAGE, truncateToBytes, utf8ByteLength, visibleCodes, visiblePlants, withLeadingOption,
} from './rules.js';

describe('byte counting (spec §5 text input byte mode)', () => {
  it('counts Korean syllables as 3 UTF-8 bytes, ASCII as 1, emoji as 4', () => {
    expect(utf8ByteLength('안전')).toBe(6);
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('보일러 A호기')).toBe(3 * 5 + 1 + 1);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(utf8ByteLength('é')).toBe(2);
  });
  it('cuts beyond the byte limit without splitting a syllable', () => {
    expect(truncateToBytes('안전보건', 7)).toBe('안전');
    expect(truncateToBytes('안전보건', 9)).toBe('안전보');
    expect(truncateToBytes('a안전', 4)).toBe('a안');
    expect(truncateToBytes('abc', 10)).toBe('abc');
  });
  it('shows the counter as n / max 자 or n / max byte', () => {
    expect(counterText('안전', 10, 'char')).toBe('2 / 10 자');
    expect(counterText('안전', 10, 'byte')).toBe('6 / 10 byte');
    expect(charLength('😀a')).toBe(2);
  });
  it('trims and limits text', () => {
    expect(limitText('  안전관리  ', { trim: true, max: 3 })).toBe('안전관');
    expect(limitText('안전관리', { max: 6, unit: 'byte' })).toBe('안전');
    expect(limitText(' a ', {})).toBe(' a ');
  });
});

describe('number input (spec §5)', () => {
  it('keeps only digits, minus and dot', () => {
    expect(sanitizeNumberText('1a2b3')).toBe('123');
    expect(sanitizeNumberText('-12.5', 1)).toBe('-12.5');
    expect(sanitizeNumberText('12.55', 1)).toBe('12.5');
    expect(sanitizeNumberText('12.5')).toBe('125');
    expect(sanitizeNumberText('1-2')).toBe('12');
    expect(sanitizeNumberText('1.2.3', 2)).toBe('1.23');
    expect(sanitizeNumberText('007')).toBe('7');
    expect(sanitizeNumberText('0.5', 1)).toBe('0.5');
  });
  it('is 0 when cleared', () => {
    expect(parseNumberText('')).toBe(0);
    expect(parseNumberText('-')).toBe(0);
    expect(parseNumberText('-12.5')).toBe(-12.5);
  });
  it('formats thousands separators and decimals', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234567.891, 2)).toBe('-1,234,567.89');
    expect(formatThousands('1000')).toBe('1,000');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(0, 0)).toBe('0');
  });
});

describe('dates (spec §5, §9)', () => {
  it('accepts only real calendar dates', () => {
    expect(isValidYmd('2026-02-28')).toBe(true);
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2024-02-29')).toBe(true);
    expect(isValidYmd('2026-13-01')).toBe(false);
    expect(isValidYmd('20260101')).toBe(false);
    expect(isValidYmd(null)).toBe(false);
  });
  it('a range is valid only with two valid ends and end not before start', () => {
    expect(isValidDateRange('2026-01-01', '2026-01-01')).toBe(true);
    expect(isValidDateRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(isValidDateRange('2026-01-01', '')).toBe(false);
    expect(isValidDateRange('', '2026-01-01')).toBe(false);
    expect(isValidDateRange('2026-02-30', '2026-03-01')).toBe(false);
  });
  it('limits selectable days', () => {
    expect(isDateSelectable('2026-01-05', { start: '2026-01-01', end: '2026-01-31' })).toBe(true);
    expect(isDateSelectable('2025-12-31', { start: '2026-01-01' })).toBe(false);
    expect(isDateSelectable('2026-02-01', { end: '2026-01-31' })).toBe(false);
  });
  it('default period 1m and gap 6d', () => {
    expect(defaultRange('2026-11-21')).toEqual(['2026-10-21', '2026-11-21']);
    expect(rangeStart('2026-03-31', '1m')).toBe('2026-02-28');
    expect(rangeStart('2026-01-15', '1m')).toBe('2025-12-15');
    expect(rangeStart('2026-11-21', '6d')).toBe('2026-11-15');
    expect(rangeStart('2026-03-02', '6d')).toBe('2026-02-24');
    expect(rangeStart('2026-11-21', '1y')).toBe('2025-11-21');
    expect(() => rangeStart('2026-11-21', 'x')).toThrow();
  });
});

describe('tag input (spec §5)', () => {
  it('rejects a duplicate with 이미존재하는항목입니다.', () => {
    expect(TAG_DUPLICATE_MESSAGE).toBe('이미존재하는항목입니다.');
    expect(addTag(['안전'], ' 안전 ')).toEqual({ tags: ['안전'], error: TAG_DUPLICATE_MESSAGE });
    expect(addTag(['안전'], '보건')).toEqual({ tags: ['안전', '보건'], error: null });
    expect(addTag(['안전'], '   ')).toEqual({ tags: ['안전'], error: null });
  });
});

describe('phone masking (spec §5)', () => {
  it('hides the middle digit group', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('02-123-4567')).toBe('02-***-4567');
    expect(maskPhone('0413501234')).toBe('041-***-1234');
    expect(maskPhone('')).toBe('');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
  });
});

describe('grid row check (spec §5)', () => {
  const cols = [{ name: 'a', label: '항목A' }, { name: 'b', label: '담당자' }];
  it('names the column label and 1-based row number of the first empty required cell', () => {
    expect(checkRequiredRows([{ a: 'x', b: ['u'] }, { a: 'y', b: [] }], cols)).toEqual({ ok: false, rowNo: 2, column: 'b', label: '담당자' });
    expect(checkRequiredRows([{ a: '  ', b: 'x' }], cols)).toMatchObject({ ok: false, rowNo: 1, label: '항목A' });
    expect(checkRequiredRows([{ a: 0, b: 'x' }], cols)).toEqual({ ok: true });
    expect(requiredRowMessage('담당자', 2)).toContain('2번째 행');
    expect(requiredRowMessage('담당자', 2)).toContain('담당자');
  });
});

describe('QR, code lists, plants', () => {
  it('QR width defaults to 150 and is capped at 475', () => {
    expect(clampQrWidth()).toBe(150);
    expect(clampQrWidth(1000)).toBe(475);
    expect(clampQrWidth(200)).toBe(200);
  });
  it('adds a leading choose/all entry with a null code', () => {
    const items = [{ code: 'A', codeNm: '가' }];
    expect(withLeadingOption(items, 'all', { choose: '선택', all: '전체' })[0]).toEqual({ code: null, codeNm: '전체' });
    expect(withLeadingOption(items, 'choose', { choose: '선택', all: '전체' })[0]).toEqual({ code: null, codeNm: '선택' });
    expect(withLeadingOption(items, null, { choose: '선택', all: '전체' })).toHaveLength(1);
  });
  it('hides useYn N codes when editing unless it is the current value', () => {
    const items = [{ code: 'A', useYn: 'Y' }, { code: 'B', useYn: 'N' }];
    expect(visibleCodes(items, true).map((i) => i.code)).toEqual(['A']);
    expect(visibleCodes(items, true, 'B').map((i) => i.code)).toEqual(['A', 'B']);
    expect(visibleCodes(items, false).map((i) => i.code)).toEqual(['A', 'B']);
  });
  it('hides plant 0000 unless the filter is chm', () => {
    const plants = [{ code: '0000' }, { code: '1000' }];
    expect(visiblePlants(plants).map((p) => p.code)).toEqual(['1000']);
    expect(visiblePlants(plants, 'chm').map((p) => p.code)).toEqual(['0000', '1000']);
  });
});

describe('list masking (listMask)', () => {
  it('masks phone and birth fields of list rows and leaves other fields', async () => {
    const { maskListRow } = await import('./definition.js');
    const def = { fields: [{ name: 'phoneNo', listMask: 'phone' }, { name: 'birthYmd', listMask: 'birth' }, { name: 'workerNm' }] } as unknown as Parameters<typeof maskListRow>[0];
    expect(maskListRow(def, { phoneNo: '010-1234-5678', birthYmd: '1985-03-04', workerNm: '홍길동' })).toEqual({ phoneNo: '010-****-5678', birthYmd: '1985-**-**', workerNm: '홍길동' });
    expect(maskListRow(def, { phoneNo: null, birthYmd: '', workerNm: 'a' })).toEqual({ phoneNo: null, birthYmd: '', workerNm: 'a' });
  });
});
