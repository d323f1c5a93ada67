import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, type Lang } from '@/lib/i18n';

// Issue 33: every text exists in all four languages. Every file of the web app that registers translations is loaded
// (found by reading the sources, so a new module is checked without being listed here); then each namespace must have
// the same keys in ko, en, zh and es, no empty text, and the same {{placeholders}} in each language.
const LANGS: Lang[] = ['ko', 'en', 'zh', 'es'];
const src = path.resolve(import.meta.dirname, '..');

function sourcesRegistering(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesRegistering(p);
    if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name) || p === path.join(src, 'lib/i18n.ts')) return [];
    return readFileSync(p, 'utf8').includes('registerTranslations(') ? [p] : [];
  });
}

/** leaf keys of a bundle; plural forms (key_one, key_other …) count as the key itself: languages have different plurals */
function leaves(obj: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix.replace(/_(zero|one|two|few|many|other)$/, ''), String(obj ?? ''));
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort().join(',');

const files = sourcesRegistering(src);

/** the shared resource definitions (packages/shared), whose labels travel with them in an i18n object per language */
const shared = path.resolve(src, '../../../packages/shared/src');
function sharedWithI18n(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sharedWithI18n(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && readFileSync(p, 'utf8').includes('i18n: {') ? [p] : [];
  });
}
beforeAll(async () => {
  for (const f of files) await import(/* @vite-ignore */ f);
}, 120_000);

describe('locale keys', () => {
  it('every shared resource definition has the same labels in ko, en, zh and es', async () => {
    const defs = sharedWithI18n(shared);
    expect(defs.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let checked = 0;
    for (const f of defs) {
      const mod = (await import(/* @vite-ignore */ f)) as Record<string, unknown>;
      for (const [name, v] of Object.entries(mod)) {
        const bundles = (v as { i18n?: Partial<Record<Lang, unknown>> } | null)?.i18n;
        if (!bundles || typeof bundles !== 'object' || !('ko' in bundles)) continue;
        checked++;
        const byLang = Object.fromEntries(LANGS.map((l) => [l, leaves(bundles[l])])) as Record<Lang, Map<string, string>>;
        const all = new Set(LANGS.flatMap((l) => [...byLang[l].keys()]));
        for (const key of [...all].sort()) {
          const missing = LANGS.filter((l) => !byLang[l].has(key) || byLang[l].get(key) === '');
          if (missing.length) problems.push(`${path.relative(shared, f)} ${name}.${key} missing in ${missing.join(', ')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  }, 120_000);

  it('finds the translation files', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(Object.keys(i18n.store.data.ko ?? {}).length).toBeGreaterThan(30);
  });

  it('every namespace has the same keys in ko, en, zh and es, with text and the same placeholders', () => {
    const namespaces = new Set(LANGS.flatMap((l) => Object.keys(i18n.store.data[l] ?? {})));
    const problems: string[] = [];
    for (const ns of [...namespaces].sort()) {
      const byLang = Object.fromEntries(LANGS.map((l) => [l, leaves(i18n.store.data[l]?.[ns])])) as Record<Lang, Map<string, string>>;
      const all = new Set(LANGS.flatMap((l) => [...byLang[l].keys()]));
      for (const key of [...all].sort()) {
        const missing = LANGS.filter((l) => !byLang[l].has(key));
        if (missing.length) problems.push(`${ns}:${key} missing in ${missing.join(', ')}`);
        const empty = LANGS.filter((l) => byLang[l].get(key) === '');
        if (empty.length) problems.push(`${ns}:${key} empty in ${empty.join(', ')}`);
        const ph = new Set(LANGS.filter((l) => byLang[l].has(key)).map((l) => placeholders(byLang[l].get(key)!)));
        if (ph.size > 1) problems.push(`${ns}:${key} placeholders differ: ${LANGS.map((l) => `${l}=[${placeholders(byLang[l].get(key) ?? '')}]`).join(' ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
