import { displayNameOf, recordPickCopy, recordPickOf, type TResourceDefinition, type TResourceField } from '@jikim/shared';
import { CodeSelect, CodeTreePicker, DateInput, DeptTreePicker, NumberInput, PlantSelect, TagInput, TextInput, YnCheckbox, YnSwitch } from '@/components';
import { labelOf } from './resource-fields';
import { missingOptionFields, optionsUrl } from '@/components/child-grid/child-rows-editor';
import { CHILD_GRID_NS } from '@/components/child-grid/child-grid.i18n';
import { useT } from '@/lib/i18n';
import { plantDateTime } from '@/components/grid/plant-time';
import { ApiSelectInput, RecordPickerInput, UserRefInput, VendorRefInput } from './resource-ref-inputs';

/** an instant as the API sends it (with Z or an offset) */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// the detail form's widgets, apart from the list's search inputs: a list page does not load what only the form uses
type FieldProps = {
  def: TResourceDefinition;
  field: TResourceField;
  value: unknown;
  values: Record<string, unknown>;
  /** the new value; reference fields also give their display column (e.g. { assigneeUserNm })  */
  onChange: (v: unknown, extra?: Record<string, unknown>) => void;
  readonly: boolean;
  error?: string | null;
  isNew: boolean;
};

/** one detail-form widget chosen by the field type */
export function ResourceFieldInput({ def, field: f, value, values, onChange, readonly, error, isNew }: FieldProps) {
  const { t } = useT(CHILD_GRID_NS);
  const label = labelOf(def, f.label);
  const ro = readonly || (!!f.createOnly && !isNew);
  const common = { label, required: f.required, readonly: ro, error, name: f.name };
  // a record of another resource: picked from its list (number · title · date), the picked row's `copy` fields with it
  const pick = recordPickOf(f, values);
  if (pick) {
    const plantCd = (values[def.scope?.plant ?? 'plantCd'] as string | null) ?? null;
    return (
      <RecordPickerInput {...common} pick={pick} plantCd={plantCd} asText={f.type !== 'number'} value={(value as string | number | null) ?? null}
        onChange={(v, row) => onChange(v, row ? recordPickCopy(pick, row) : undefined)} />
    );
  }
  if (f.optionsFrom) {
    const o = f.optionsFrom;
    const waitsFor = missingOptionFields(o.url, values).map((n) => labelOf(def, def.fields.find((x) => x.name === n)?.label ?? n));
    return (
      <ApiSelectInput {...common} url={optionsUrl(o.url, values)} waiting={waitsFor.length ? t('pickFirst', { field: waitsFor.join(', ') }) : undefined} valueKey={o.value} labelKey={o.label} value={(value as string | number | null) ?? null}
        displayName={(values[o.label] as string | null) ?? null} onChange={(v, l) => onChange(v, { [o.label]: l })} />
    );
  }
  if (f.treeFrom) return <CodeTreePicker {...common} url={f.treeFrom} groupsPickable={!!f.treeGroupsPickable} value={(value as string | null) ?? null} onChange={(v) => onChange(v)} />;
  switch (f.type) {
    case 'textarea':
      return <TextInput {...common} textarea rows={6} value={value as string} onChange={onChange} maxlength={f.maxLength} counter={!!f.maxLength} limit={f.byteLimit ? 'byte' : 'char'} />;
    case 'number':
    case 'cost':
      return <NumberInput {...common} value={value as number} onChange={onChange} thousands={f.type === 'cost'} decimals={f.decimals} />;
    case 'date':
      return <DateInput {...common} value={value as string} onChange={onChange} />;
    case 'time':
      return <DateInput {...common} kind="time" value={value as string} onChange={onChange} />;
    case 'datetime':
      // the server's instant shown in the plant's zone; a picked value goes back as plant time (`YYYY-MM-DD HH:mm`)
      return <DateInput {...common} kind="datetime" value={ISO_INSTANT.test(String(value ?? '')) ? plantDateTime(value) : (value as string)} onChange={onChange} />;
    case 'select':
    case 'radio':
      return (
        <CodeSelect {...common} codeGroupCd={f.codeGroup} leading="choose" value={value as string} onChange={onChange}
          owner={f.codeOwner && values[f.codeOwner.field] ? { attr: f.codeOwner.attr, value: values[f.codeOwner.field] as string } : undefined} />
      );
    case 'checkbox':
      return <YnCheckbox {...common} value={(value as 'Y' | 'N') ?? 'N'} onChange={onChange} />;
    case 'switch':
      return <YnSwitch {...common} value={(value as 'Y' | 'N') ?? 'N'} onChange={onChange} />;
    case 'plant':
      return <PlantSelect {...common} filter={def.plantFilter} value={value as string} onChange={onChange} />;
    case 'dept':
      return <DeptTreePicker {...common} mode="dropdown" plantCd={(values.plantCd as string) ?? null} value={value as string} onChange={(v) => onChange(v)} />;
    case 'user':
    case 'vendor': {
      // the display column (assigneeUserNm, ownerVendorNm) travels with the value, so the form shows the name
      const nm = displayNameOf(f)!;
      const ref = { ...common, value: (value as string | null) ?? null, displayName: (values[nm] as string | null) ?? null, onChange: (v: string | null, n: string | null) => onChange(v, { [nm]: n }) };
      return f.type === 'user' ? <UserRefInput {...ref} /> : <VendorRefInput {...ref} plantCd={(values[def.scope?.plant ?? 'plantCd'] as string | null) ?? null} />;
    }
    case 'tag':
      return <TagInput {...common} value={value as string[]} onChange={onChange} />;
    default:
      return <TextInput {...common} value={value as string} onChange={onChange} maxlength={f.maxLength} counter={!!f.maxLength} limit={f.byteLimit ? 'byte' : 'char'} clearable />;
  }
}

