import type { TResourceDefinition, TResourceField } from './definition.js';

/**
 * A field that points at another record or person (issue 25). The server resolves it on create and update (a changed
 * value only, on update) through the scoped loader: it must exist (400 naming the field), lie in the caller's reach
 * (403) and belong to the record's own plant (400). Fields of type `user`, `dept`, `vendor` and `plant` are references
 * by their type; `reference` declares the others, or says with a reason why a reference-looking name is none.
 */
export type TReference =
  /** a record of another resource (that definition's `name`), this field's value being its key */
  | {
    to: string;
    /**
     * the record may belong to another plant than this one (a contractor's worker enters every plant its vendor holds a
     * contract with; the module checks the vendor): only existence and the caller's reach are checked
     */
    anyPlant?: boolean;
    /** the form picks it from the target's list (a record picker) instead of typing its number */
    pick?: TRecordPick;
  }
  /** a record whose kind another field names (sourceTypeCd + sourceKey): kind → resource name; a kind not listed points at nothing */
  | { by: string; to: Readonly<Record<string, string>>; pick?: Readonly<Record<string, TRecordPick>> }
  /** not a reference, and why (a telephone number, a number printed on a paper certificate) */
  | { none: string };

/**
 * How the web picks a referenced record (issue 34: 사고번호, 위험성평가 계획 번호 were typed by hand): a searchable select of
 * the target's own list (its GET, so the caller's scope and menu rights apply), each option its number, title and date,
 * the key stored. `resource.references.test.ts` checks every pick against the mounted target (url = its basePath, value
 * = its key, label fields in its rows, search and plant among its search fields).
 */
export type TRecordPick = {
  /** the target's list (its `basePath`) */
  url: string;
  /** the target's key (the value stored in the field) */
  value: string;
  /** fields of a target row an option shows, joined (number · title · date) */
  label: readonly string[];
  /** the target's `contains` search field the typed text goes to */
  search?: string;
  /** the target's plant search field: filled with this record's plant (`scope.plant`), so the options follow the record */
  plant?: string;
  /**
   * fields of the picked row copied into the record (or the grid's row): a name copies under the same name (a plan's
   * plant and method); `{ from, to }` copies a field of the target into a field of another name (a chemical product's
   * `prodNm` into a CHARM row's `chemicalNm`); a list (H codes) lands in a text field joined by ", "
   */
  copy?: readonly (string | { readonly from: string; readonly to: string })[];
};

/** the values a pick copies from the picked row (`copy`), or all of them emptied when the pick is cleared (row null) */
export function recordPickCopy(pick: Pick<TRecordPick, 'copy'>, row: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of pick.copy ?? []) {
    const { from, to } = typeof c === 'string' ? { from: c, to: c } : c;
    const v = row ? row[from] : null;
    out[to] = Array.isArray(v) ? (v.length ? v.join(', ') : null) : v ?? null;
  }
  return out;
}

export type TReferenceKind = 'user' | 'dept' | 'vendor' | 'plant' | 'record';

/** how the server resolves a field, or null when it is no reference */
export function referenceOf(f: Pick<TResourceField, 'type' | 'reference'>): { kind: TReferenceKind; to?: string; by?: string; toBy?: Readonly<Record<string, string>>; anyPlant?: boolean } | null {
  const r = f.reference;
  if (r && 'none' in r) return null;
  if (r && 'by' in r) return { kind: 'record', by: r.by, toBy: r.to };
  if (r) return { kind: 'record', to: r.to, anyPlant: !!r.anyPlant };
  if (f.type === 'user' || f.type === 'dept' || f.type === 'vendor' || f.type === 'plant') return { kind: f.type };
  return null;
}

/** the picker of a reference field for a record's values (a `by` reference: the pick of the kind it names), or null */
export function recordPickOf(f: Pick<TResourceField, 'reference'>, values: Record<string, unknown>): TRecordPick | null {
  const r = f.reference;
  if (!r || 'none' in r || !r.pick) return null;
  if ('by' in r) return r.pick[String(values[r.by] ?? '')] ?? null;
  return r.pick;
}

/** a picker option's text: the label fields of a target row that have a value, joined */
export const recordPickText = (pick: Pick<TRecordPick, 'label'>, row: Record<string, unknown>): string =>
  pick.label.map((n) => row[n]).filter((v) => v !== null && v !== undefined && v !== '').map(String).join(' · ');

/** the record fields and every child collection's fields of a definition, with where they sit */
export function allFieldsOf(def: Pick<TResourceDefinition, 'fields' | 'children'>): { field: TResourceField; child: string | null }[] {
  return [
    ...def.fields.map((field) => ({ field, child: null })),
    ...(def.children ?? []).flatMap((c) => c.fields.map((field) => ({ field, child: c.name }))),
  ];
}

/** `named` is the field's Korean label in brackets, for a child row preceded by its position: `2번째 행의 [작업자]` */
export const REFERENCE_MESSAGES = {
  missing: (named: string) => `${named}에 입력한 값이 존재하지 않습니다. 목록에서 다시 선택하세요.`,
  otherPlant: (named: string) => `${named}에 입력한 값은 이 자료의 사업장이 아닌 다른 사업장의 정보입니다.`,
  outOfScope: (named: string) => `${named}에 입력한 값은 소속 사업장·부서(협력업체)의 범위를 벗어난 정보입니다.`,
  /** a code of another owner (`codeOwner`: an area of another plant) */
  notOfOwner: (named: string, owner: string) => `${named}에 입력한 값은 이 자료의 ${owner}에 속하지 않습니다. 목록에서 다시 선택하세요.`,
  /** a file cell (`type: 'file'`) naming a file that is not one of this record's group (another record's, deleted, unknown) */
  notOfRecordFiles: (named: string) => `${named}에 입력한 값은 이 자료의 첨부파일이 아닙니다. 파일을 다시 올리세요.`,
  /** a file a child row names cannot be deleted (the attachments API): `named` is the row and field */
  fileInUse: (named: string) => `이 파일은 ${named}의 파일이므로 삭제할 수 없습니다.`,
} as const;

/** the file cells (`type: 'file'`) of a definition's child collections, with their group */
export function fileCellsOf(def: Pick<TResourceDefinition, 'children'>): { collection: string; field: TResourceField; group: string }[] {
  return (def.children ?? []).flatMap((c) => c.fields.filter((f) => f.type === 'file').map((field) => ({ collection: c.name, field, group: field.group ?? '' })));
}
