import { useId } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { TRecordPick } from '@jikim/shared';
import { RecordPickSelect, useRecordPickText, type PickRow } from '@/components/pickers/record-pick';
import { Field } from '@/components/form/field';
import { TextInput } from '@/components/form/text-input';
import { UI_NS } from '@/components/ui.i18n';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** the user-search popup (a table of people) loads when it is opened: forms and phone pages stay light (issue 13) */
const pickUser = async (onPick: (u: { userId: string; userNm: string }) => void, initialName?: string) =>
  (await import('@/components/pickers/user-search')).openUserSearch(onPick, initialName);

type RefInputProps = {
  label: string;
  name: string;
  required?: boolean;
  readonly: boolean;
  error?: string | null;
  /** the code (user id / vendor code) */
  value: string | null;
  /** its display name from the row (`<field>Nm`) */
  displayName: string | null;
  /** the new code and its display name (the form keeps the name for showing it again) */
  onChange: (value: string | null, displayName: string | null) => void;
};

/** the text a reference shows: its name, with the code when both are known */
export const refText = (value: string | null, displayName: string | null) =>
  displayName && value ? `${displayName} (${value})` : displayName ?? value ?? '';

/** a user (type 'user'): the name, picked with the user-search popup; read-only shows the name */
export function UserRefInput({ label, name, required, readonly, error, value, displayName, onChange }: RefInputProps) {
  const { t } = useT(UI_NS);
  const id = useId();
  if (readonly) return <TextInput label={label} name={name} required={required} readonly value={displayName ?? value ?? ''} />;
  return (
    <Field label={label} required={required} error={error} htmlFor={id}>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} name={name} readOnly aria-label={label} aria-invalid={error ? true : undefined} status={error ? 'error' : undefined}
          value={refText(value, displayName)} placeholder={t('userSearch')}
          onClick={() => void pickUser((u) => onChange(u.userId, u.userNm), displayName ?? undefined)} />
        {!required && value && <Button aria-label={t('clear')} icon={<CloseOutlined />} onClick={() => onChange(null, null)} />}
        <Button aria-label={t('userSearch')} data-testid={`${name}-pick`} icon={<SearchOutlined />}
          onClick={() => void pickUser((u) => onChange(u.userId, u.userNm), displayName ?? undefined)} />
      </Space.Compact>
    </Field>
  );
}

export type VendorItem = { vendorCd: string; vendorNm: string };

/** vendors of a plant for a select (the caller's scope; GET /api/common/vendor/list) */
export const fetchVendors = (plantCd: string | null) =>
  http.get<VendorItem[]>('/api/common/vendor/list', plantCd ? { plantCd } : {}, { silent: true, skipErrorHandler: true });

/** a vendor (type 'vendor'): a select of the plant's vendors; read-only shows the name */
export function VendorRefInput({ label, name, required, readonly, error, value, displayName, onChange, plantCd }: RefInputProps & { plantCd: string | null }) {
  const { t } = useT(UI_NS);
  const id = useId();
  const q = useQuery({
    queryKey: ['lookup', 'vendors', plantCd ?? ''],
    enabled: !readonly,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: () => fetchVendors(plantCd),
  });
  if (readonly) return <TextInput label={label} name={name} required={required} readonly value={displayName ?? value ?? ''} />;
  const items = q.data ?? [];
  // the saved vendor stays choosable even when the list does not hold it (another plant, no longer in use, lookup failed)
  const options = [
    ...(value && !items.some((v) => v.vendorCd === value) ? [{ value, label: displayName ?? value }] : []),
    ...items.map((v) => ({ value: v.vendorCd, label: v.vendorNm })),
  ];
  return (
    <Field label={label} required={required} error={error} htmlFor={id}>
      <Select id={id} aria-label={label} allowClear={!required} showSearch optionFilterProp="label" loading={q.isLoading}
        status={error ? 'error' : undefined} placeholder={t('choose')} value={value ?? undefined} options={options} style={{ width: '100%' }}
        onChange={(v?: string) => onChange(v ?? null, options.find((o) => o.value === v)?.label ?? null)} />
    </Field>
  );
}

/**
 * a field with `optionsFrom` in the detail form: a select of the GET's `{ list }` (url placeholders filled from the
 * record; waits while one is empty), the picked option's label kept with the value; read-only shows the label
 */
export function ApiSelectInput({ label, name, required, readonly, error, value, displayName, onChange, url, valueKey, labelKey, waiting }: Omit<RefInputProps, 'value' | 'onChange'> & {
  value: string | number | null; onChange: (value: string | number | null, label: string | null) => void; url: string | null; valueKey: string; labelKey: string;
  /** shown while the url waits for a field (e.g. 공사를 먼저 선택하세요) */
  waiting?: string;
}) {
  const id = useId();
  const q = useQuery({ queryKey: ['form-options', url], enabled: url !== null && !readonly, queryFn: () => http.get<{ list: Record<string, unknown>[] }>(url!, undefined, { silent: true }) });
  if (readonly) return <TextInput label={label} name={name} required={required} readonly value={displayName ?? (value === null ? '' : String(value))} />;
  const items = (q.data?.list ?? []).map((r) => ({ value: r[valueKey] as string | number, label: String(r[labelKey] ?? r[valueKey]) }));
  if (value !== null && value !== undefined && !items.some((i) => i.value === value)) items.unshift({ value, label: displayName ?? String(value) });
  return (
    <Field label={label} required={required} error={error} htmlFor={id}>
      <Select id={id} aria-label={label} allowClear showSearch optionFilterProp="label" style={{ width: '100%' }} disabled={url === null} loading={q.isFetching}
        placeholder={url === null ? waiting : undefined} title={url === null ? waiting : undefined}
        status={error ? 'error' : undefined} value={value ?? undefined} options={items}
        onChange={(v: string | number | undefined) => onChange(v ?? null, items.find((i) => i.value === v)?.label ?? null)} />
    </Field>
  );
}

/**
 * A field pointing at another record (`reference.pick`, issue 34: 사고번호, 위험성평가 계획 번호): the record picker with its
 * label; read-only shows the saved record's number · title · date.
 */
export function RecordPickerInput({ label, name, required, readonly, error, value, onChange, pick, plantCd, asText }: {
  label: string; name: string; required?: boolean; readonly: boolean; error?: string | null;
  value: string | number | null; onChange: (value: string | number | null, row: PickRow | null) => void;
  pick: TRecordPick; plantCd: string | null;
  /** the field keeps the key as text (an improvement action's source number) */
  asText?: boolean;
}) {
  const id = useId();
  const savedText = useRecordPickText(pick, value, readonly);
  if (readonly) return <TextInput label={label} name={name} required={required} readonly value={savedText} />;
  return (
    <Field label={label} required={required} error={error} htmlFor={id}>
      <RecordPickSelect id={id} label={label} name={name} required={required} status={error ? 'error' : undefined} value={value} onChange={onChange}
        pick={pick} plantCd={plantCd} asText={asText} />
    </Field>
  );
}
