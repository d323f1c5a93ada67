import { Input } from 'antd';
import type { TResourceDefinition, TResourceField, TSearchField } from '@jikim/shared';
import {
  CodeSelect, DateInput, DateRangeInput, DeptTreePicker, Field, NumberInput, PlantSelect, TagInput, TextInput, YnCheckbox, YnSwitch,
} from '@/components';
import { i18n } from '@/lib/i18n';

export const resourceNs = (def: TResourceDefinition) => `res.${def.name}`;

/** label of a key in the definition's own bundle */
export const labelOf = (def: TResourceDefinition, key: string) => i18n.t(key, { ns: resourceNs(def) });

type FieldProps = {
  def: TResourceDefinition;
  field: TResourceField;
  value: unknown;
  values: Record<string, unknown>;
  onChange: (v: unknown) => void;
  readonly: boolean;
  error?: string | null;
  isNew: boolean;
};

/** one detail-form widget chosen by the field type */
export function ResourceFieldInput({ def, field: f, value, values, onChange, readonly, error, isNew }: FieldProps) {
  const label = labelOf(def, f.label);
  const ro = readonly || (!!f.createOnly && !isNew);
  const common = { label, required: f.required, readonly: ro, error, name: f.name };
  switch (f.type) {
    case 'textarea':
      return <TextInput {...common} textarea rows={6} value={value as string} onChange={onChange} maxlength={f.maxLength} counter={!!f.maxLength} limit={f.byteLimit ? 'byte' : 'char'} />;
    case 'number':
    case 'cost':
      return <NumberInput {...common} value={value as number} onChange={onChange} thousands={f.type === 'cost'} />;
    case 'date':
      return <DateInput {...common} value={value as string} onChange={onChange} />;
    case 'select':
    case 'radio':
      return <CodeSelect {...common} codeGroupCd={f.codeGroup} leading="choose" value={value as string} onChange={onChange} />;
    case 'checkbox':
      return <YnCheckbox {...common} value={(value as 'Y' | 'N') ?? 'N'} onChange={onChange} />;
    case 'switch':
      return <YnSwitch {...common} value={(value as 'Y' | 'N') ?? 'N'} onChange={onChange} />;
    case 'plant':
      return <PlantSelect {...common} value={value as string} onChange={onChange} />;
    case 'dept':
      return <DeptTreePicker {...common} mode="dropdown" plantCd={(values.plantCd as string) ?? null} value={value as string} onChange={(v) => onChange(v)} />;
    case 'tag':
      return <TagInput {...common} value={value as string[]} onChange={onChange} />;
    default:
      return <TextInput {...common} value={value as string} onChange={onChange} maxlength={f.maxLength} counter={!!f.maxLength} limit={f.byteLimit ? 'byte' : 'char'} clearable />;
  }
}

/** one search-box widget chosen by the search field type */
export function ResourceSearchInput({ def, field: s, filters, setFilter }: {
  def: TResourceDefinition; field: TSearchField; filters: Record<string, unknown>; setFilter: (name: string, v: unknown) => void;
}) {
  const label = labelOf(def, s.label);
  const v = filters[s.name];
  switch (s.type) {
    case 'select':
      return <CodeSelect label={label} codeGroupCd={s.codeGroup} leading="all" value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)} />;
    case 'yn':
      return (
        <CodeSelect label={label} leading="all" value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)}
          items={[{ code: 'Y', codeNm: i18n.t('use', { ns: 'ui' }) }, { code: 'N', codeNm: i18n.t('unused', { ns: 'ui' }) }]} />
      );
    case 'plant':
      return <PlantSelect label={label} leadingAll value={(v as string) ?? null} onChange={(x) => setFilter(s.name, x)} />;
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
