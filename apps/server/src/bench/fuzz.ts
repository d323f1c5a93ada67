// Invalid payloads derived from a route's JSON schema (as published in the OpenAPI document): wrong
// types, missing fields, boundaries, oversized and unicode strings, injection fragments. Deterministic.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE com_user; --",
  '" OR ""="',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '${{7*7}}',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
  '$(reboot)',
  '`id`',
  '__proto__',
];
export const UNICODE = ['😀👷‍♂️🔥', 'ㄱ'.repeat(3), '\u202Eevil', 'e\u0301\u0301\u0301', '\uFEFF', '\u200B\u200B', '𠜎𠜱𠝹', 'Ω≈ç√∫'];

function typeOf(s: JsonSchema): string {
  if (s.anyOf?.length) return typeOf(s.anyOf.find((x) => typeOf(x) !== 'null') ?? s.anyOf[0]!);
  if (s.oneOf?.length) return typeOf(s.oneOf[0]!);
  if (s.allOf?.length) return typeOf(s.allOf[0]!);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'null';
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return 'string';
}

function unwrap(s: JsonSchema): JsonSchema {
  if (s.anyOf?.length) return unwrap(s.anyOf.find((x) => typeOf(x) !== 'null') ?? s.anyOf[0]!);
  if (s.allOf?.length) return { ...s.allOf.reduce((a, b) => ({ ...a, ...unwrap(b), properties: { ...a.properties, ...unwrap(b).properties }, required: [...(a.required ?? []), ...(unwrap(b).required ?? [])] }), {} as JsonSchema) };
  return s;
}

/** a plausible valid value, so that each mutation below tests one thing */
export function validValue(schema: JsonSchema, depth = 0): unknown {
  const s = unwrap(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) if (depth < 6) out[k] = validValue(v, depth + 1);
      return out;
    }
    case 'array':
      return s.items && (s.minItems ?? 0) > 0 ? [validValue(s.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1, 1) <= (s.maximum ?? Infinity) ? Math.max(s.minimum ?? 1, 1) : s.maximum;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'email') return 'a@b.kr';
      if (s.pattern === '^[0-9a-fA-F]{64}$') return 'a'.repeat(64);
      if (s.pattern?.includes(':[0-5]\\d')) return '10:00';
      const len = Math.max(s.minLength ?? 1, 1);
      return 'x'.repeat(Math.min(len, s.maxLength ?? len));
    }
  }
}

function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

export type Mutation = { name: string; body: unknown };

/**
 * Payloads that must each be refused. Per property: missing (when required), every wrong JSON type,
 * boundary violations (length, range, enum, integer), oversized and unicode strings; whole-body
 * shapes; and injection / unicode fragments paired with one violation elsewhere so the payload as a
 * whole is invalid. Filled up to `min` with random pairs of violations.
 */
export function invalidPayloads(schema: JsonSchema, min = 200, seed = 42): Mutation[] {
  const s = unwrap(schema);
  const base = validValue(s) as Record<string, unknown>;
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const out: Mutation[] = [
    { name: 'body []', body: [] },
    { name: 'body null', body: null },
    { name: 'body string', body: 'x' },
    { name: 'body number', body: 42 },
    { name: 'body true', body: true },
    { name: 'deeply nested', body: JSON.parse('['.repeat(500) + ']'.repeat(500)) },
    { name: 'array of 10000', body: Array.from({ length: 10_000 }, () => base) },
  ];
  if (required.size > 0) out.push({ name: 'body {}', body: {} });
  const violations: { name: string; apply: (o: Record<string, unknown>) => void }[] = [];
  for (const [key, raw] of props) {
    const p = unwrap(raw);
    const t = typeOf(p);
    const nullable = JSON.stringify(raw).includes('"null"');
    if (required.has(key)) violations.push({ name: `${key} missing`, apply: (o) => delete o[key] });
    const wrong: [string, unknown][] = [['null', null], ['number', 12345], ['boolean', false], ['string', 'not-a-value'], ['array', ['x']], ['object', { x: 1 }]];
    for (const [n, v] of wrong) {
      if (n === t || (t === 'integer' && n === 'number') || (n === 'null' && nullable)) continue;
      if (n === 'string' && t === 'string') continue;
      if (n === 'string' && p.enum === undefined && t === 'string') continue;
      violations.push({ name: `${key} as ${n}`, apply: (o) => (o[key] = v) });
    }
    if (t === 'string') {
      if (p.maxLength !== undefined) {
        violations.push({ name: `${key} maxLength+1`, apply: (o) => (o[key] = 'a'.repeat(p.maxLength! + 1)) });
        violations.push({ name: `${key} maxLength+1 Korean`, apply: (o) => (o[key] = '가'.repeat(p.maxLength! + 1)) });
        violations.push({ name: `${key} maxLength+1 emoji`, apply: (o) => (o[key] = '😀'.repeat(p.maxLength! + 1)) });
      }
      if ((p.minLength ?? 0) > 0) violations.push({ name: `${key} empty`, apply: (o) => (o[key] = '') });
      if (p.enum) violations.push({ name: `${key} outside enum`, apply: (o) => (o[key] = 'ZZ_NOT_IN_ENUM') });
      if (p.pattern || p.format) violations.push({ name: `${key} bad format`, apply: (o) => (o[key] = '!!bad format!!') });
      // a request date-time is the time of an event the server witnesses (issue 25): ahead of its clock or far back is refused
      if (p.format === 'date-time') {
        const at = (ms: number) => new Date(Date.now() + ms).toISOString();
        violations.push({ name: `${key} an hour ahead`, apply: (o) => (o[key] = at(3_600_000)) });
        violations.push({ name: `${key} a year ahead`, apply: (o) => (o[key] = at(365 * 86_400_000)) });
        violations.push({ name: `${key} ten years back`, apply: (o) => (o[key] = at(-3650 * 86_400_000)) });
        violations.push({ name: `${key} year 9999`, apply: (o) => (o[key] = '9999-12-31T23:59:59Z') });
      }
      violations.push({ name: `${key} NUL`, apply: (o) => (o[key] = 'a\u0000b') });
      violations.push({ name: `${key} 200k chars`, apply: (o) => (o[key] = 'ㄱ'.repeat(200_000)) });
    }
    if (t === 'integer' || t === 'number') {
      if (p.minimum !== undefined) violations.push({ name: `${key} minimum-1`, apply: (o) => (o[key] = p.minimum! - 1) });
      if (p.maximum !== undefined) violations.push({ name: `${key} maximum+1`, apply: (o) => (o[key] = p.maximum! + 1) });
      if (t === 'integer') violations.push({ name: `${key} fraction`, apply: (o) => (o[key] = 1.5) });
      violations.push({ name: `${key} numeric string`, apply: (o) => (o[key] = '1; select 1') });
    }
    if (t === 'array') {
      if (p.maxItems !== undefined) violations.push({ name: `${key} maxItems+1`, apply: (o) => (o[key] = Array.from({ length: p.maxItems! + 1 }, () => (p.items ? validValue(p.items) : 'x'))) });
      if ((p.minItems ?? 0) > 0) violations.push({ name: `${key} empty array`, apply: (o) => (o[key] = []) });
      if (p.items) violations.push({ name: `${key} items wrong type`, apply: (o) => (o[key] = [{ nested: { deep: true } }, 99, null]) });
    }
  }
  for (const v of violations) {
    const o = structuredClone(base);
    v.apply(o);
    out.push({ name: v.name, body: o });
  }
  // fragments that are valid strings on their own ride along with one real violation
  const strKeys = props.filter(([, p]) => typeOf(unwrap(p)) === 'string').map(([k]) => k);
  if (violations.length > 0) {
    for (const frag of [...INJECTIONS, ...UNICODE]) {
      for (const k of strKeys) {
        const v = violations.find((x) => !x.name.startsWith(`${k} `)) ?? violations[0]!;
        const o = structuredClone(base);
        o[k] = frag;
        v.apply(o);
        out.push({ name: `${k} = ${JSON.stringify(frag).slice(0, 30)} + ${v.name}`, body: o });
      }
    }
    const rand = rng(seed);
    let i = 0;
    while (out.length < min && i < min * 4) {
      i += 1;
      const a = violations[Math.floor(rand() * violations.length)]!;
      const b = violations[Math.floor(rand() * violations.length)]!;
      const o = structuredClone(base);
      for (const k of strKeys) if (rand() < 0.3) o[k] = INJECTIONS[Math.floor(rand() * INJECTIONS.length)];
      a.apply(o);
      b.apply(o);
      out.push({ name: `${a.name} + ${b.name} #${i}`, body: o });
    }
  }
  return out;
}
