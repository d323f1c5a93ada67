import { Input } from 'antd';
import type { TResourceDefinition, TSearchField } from '@jikim/shared';
import { CodeSelect, DateRangeInput, DeptTreePicker, Field, PlantSelect } from '@/components';
import { CodeTreePicker } from '@/components/pickers/code-tree-picker';
import { i18n } from '@/lib/i18n';
import { tokens } from '@/lib/auth-store';

export const resourceNs = (def: TResourceDefinition) => `res.${def.name}`;

/** label of a key in the definition's own bundle */
export const labelOf = (def: TResourceDefinition, key: string) => i18n.t(key, { ns: resourceNs(def) });

/** one search-box widget chosen by the search field type */
export function ResourceSearchInput({ def, field: s, filters, setFilter }: {
  def: TResourceDefinition; field: TSearchField; filters: Record<string, unknown>; setFilter: (name: string, v: unknown) => void;
}) {
  const label = labelOf(def, s.label);
  const v = filters[s.name];
  // a code tree (facility types): any node may be picked; with op inTree the server adds everything below it
  if (s.treeFrom) return <CodeTreePicker label={label} url={s.treeFrom} groupsPickable placeholder={i18n.t('all', { ns: 'ui' })} value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)} />;
  switch (s.type) {
    case 'select':
      return (
        <CodeSelect label={label} codeGroupCd={s.codeGroup} leading="all" value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)}
          owner={s.codeOwner && filters[s.codeOwner.field] ? { attr: s.codeOwner.attr, value: filters[s.codeOwner.field] as string } : undefined} />
      );
    case 'yn':
      return (
        <CodeSelect label={label} leading="all" value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)}
          items={[{ code: 'Y', codeNm: i18n.t('use', { ns: 'ui' }) }, { code: 'N', codeNm: i18n.t('unused', { ns: 'ui' }) }]} />
      );
    case 'plant':
      return <PlantSelect label={label} leadingAll filter={def.plantFilter} unlocked={plantSearchOpen(def, tokens.userType())} value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)} />;
    case 'dept':
      return <DeptTreePicker label={label} mode="dropdown" value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)} />;
    case 'dateRange':
      return (
        <DateRangeInput label={label} value={[(filters[`${s.name}From`] as string) ?? null, (filters[`${s.name}To`] as string) ?? null]}
          onChange={([a, b]) => {
            setFilter(`${s.name}From`, a);
            setFilter(`${s.name}To`, b);
          }} />
      );
    default:
      return (
        <Field label={label}>
          <Input aria-label={label} value={(v as string) ?? ''} onChange={(e) => setFilter(s.name, e.target.value)} allowClear />
        </Field>
      );
  }
}

/**
 * Is the plant search open to this kind of user whatever their plant lock? A contractor's user reaches their vendor's
 * records at every plant the vendor works at (the server's scope is the vendor column, `scope.vendor`), so their roster,
 * permits and requests are not pinned to the plant of their account (issue 34: a vendor's workers at its other plant
 * were hidden from it, or read as listed under the wrong plant).
 */
/**
 * The fields a record's form shows: those in the form except the workflow's status (shown in the head); on a new record
 * a field the server fills (`serverOnly`: a matrix version, the plan it was copied from, the date it was shared) only
 * once something filled it (a record picker copies some), never as an empty box nobody can type into.
 */
export const formFields = (def: TResourceDefinition, values: Record<string, unknown>, isNew: boolean): TResourceDefinition['fields'] =>
  def.fields.filter((f) => f.inForm !== false && f.name !== def.workflow?.statusField && !(isNew && f.serverOnly && (values[f.name] ?? '') === ''));

export const plantSearchOpen = (def: Pick<TResourceDefinition, 'scope'>, userType: 'U' | 'V'): boolean => userType === 'V' && !!def.scope?.vendor;

/**
 * May this kind of user create and delete records of the definition? A definition with `vendorAnswersOnly` lets a
 * contractor's user answer its vendor's records but never add or delete one (the server refuses it with 403), so
 * the list and the detail show them no 추가 / 삭제.
 */
export const mayCreateRecords = (def: { vendorAnswersOnly?: boolean }, userType: 'U' | 'V'): boolean =>
  !(def.vendorAnswersOnly === true && userType === 'V');
