import { describe, expect, it } from 'vitest';
import * as shared from '../index.js';
import type { TResourceDefinition } from './definition.js';

/**
 * A list's column headings name different things differently (issue 34: the MOC list showed two "번호" columns, the
 * grid's row number and the record's key). Every definition exported by the package, in every language: its list
 * columns' headings are distinct, and none repeats the row-number heading the grid puts first.
 */
const ROW_NO: Record<'ko' | 'en' | 'zh' | 'es', string[]> = { ko: ['번호'], en: ['No.', 'No'], zh: ['序号'], es: ['N.º', 'Nº', 'No.'] };

const definitions = (Object.values(shared) as unknown[]).filter(
  (d): d is TResourceDefinition => !!d && typeof d === 'object' && 'basePath' in d && 'fields' in d && 'listColumns' in d && 'i18n' in d,
);

describe('list column headings', () => {
  it('finds the definitions', () => {
    expect(definitions.length).toBeGreaterThan(20);
  });
  for (const d of definitions) {
    it(`${d.name}: distinct headings, none is the row number`, () => {
      const problems: string[] = [];
      for (const lang of ['ko', 'en', 'zh', 'es'] as const) {
        const bundle = d.i18n[lang] ?? {};
        const seen = new Map<string, string>();
        for (const c of d.listColumns) {
          const key = (c as { label?: string }).label ?? c.name;
          const text = bundle[key] ?? key;
          if (ROW_NO[lang].includes(text)) problems.push(`${lang}: ${c.name} is headed "${text}", the row number's heading`);
          const other = seen.get(text);
          if (other) problems.push(`${lang}: ${other} and ${c.name} are both headed "${text}"`);
          seen.set(text, c.name);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
