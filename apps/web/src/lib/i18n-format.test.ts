import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, i18n } from './i18n';

describe('numbers, dates and money in the interface language', () => {
  it('formats a number per language', () => {
    expect(formatNumber(12345.6, undefined, 'ko')).toBe('12,345.6');
    expect(formatNumber(12345.6, undefined, 'en')).toBe('12,345.6');
    expect(formatNumber(12345.6, undefined, 'zh')).toBe('12,345.6');
    expect(formatNumber(12345.6, undefined, 'es')).toBe('12.345,6');
  });

  it('formats money and dates per language', () => {
    expect(formatCurrency(12000, 'KRW', 'ko')).toBe('₩12,000');
    expect(formatCurrency(12000, 'KRW', 'es')).toMatch(/^12\.000\s?KRW$|^12\.000\s?₩$/);
    const d = new Date(Date.UTC(2026, 10, 28, 3));
    expect(formatDate(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, 'ko')).toBe('2026년 11월 28일');
    expect(formatDate(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, 'en')).toBe('November 28, 2026');
    expect(formatDate(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, 'es')).toBe('28 de noviembre de 2026');
  });

  it('follows the chosen language when none is given', async () => {
    await i18n.changeLanguage('es');
    expect(formatNumber(1234.5)).toBe('1234,5');
    await i18n.changeLanguage('ko');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});
