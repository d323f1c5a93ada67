import { useId } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';
import { Field } from './field';

export type CodeItem = { code: string | null; codeNm: string };

/** code list of a group (GET /api/sync/getselect/{group}); switched-off codes are hidden except `keep` values */
export function useCodes(codeGroupCd: string | undefined, keep?: string[]) {
  return useQuery({
    queryKey: ['codes', codeGroupCd, keep?.join(',') ?? ''],
    enabled: !!codeGroupCd,
    staleTime: 5 * 60_000,
    queryFn: () => http.get<CodeItem[]>(`/api/sync/getselect/${codeGroupCd}`, keep?.length ? { keep: keep.join(',') } : {}, { silent: true }),
  });
}

type Props = {
  label?: string;
  codeGroupCd?: string;
  /** static items instead of a code group */
  items?: CodeItem[];
  /** spec §3: leading null entry labelled 'choose' or 'all' */
  leading?: 'choose' | 'all' | null;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  error?: string | null;
  name?: string;
};

/** spec §3/§9 select bound to a code group; default width 12 columns of the form */
export function CodeSelect({ value, onChange, ...p }: Props & { value?: string | null; onChange?: (v: string | null) => void }) {
  const id = useId();
  const { t } = useT(UI_NS);
  const q = useCodes(p.items ? undefined : p.codeGroupCd, value ? [value] : undefined);
  const items = p.items ?? q.data ?? [];
  const options = [
    ...(p.leading ? [{ value: '', label: t(p.leading) }] : []),
    ...items.filter((i) => i.code !== null).map((i) => ({ value: i.code!, label: i.codeNm })),
  ];
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Select
        id={id}
        aria-label={p.label}
        value={value ?? (p.leading ? '' : undefined)}
        options={options}
        loading={q.isLoading}
        disabled={p.disabled}
        open={p.readonly ? false : undefined}
        status={p.error ? 'error' : undefined}
        style={{ width: '100%' }}
        onChange={(v: string) => onChange?.(v === '' ? null : v)}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Field>
  );
}

/** multi-select (max height 300, spec §9) */
export function CodeMultiSelect({ value, onChange, ...p }: Props & { value?: string[] | null; onChange?: (v: string[]) => void }) {
  const id = useId();
  const q = useCodes(p.items ? undefined : p.codeGroupCd, value ?? undefined);
  const items = p.items ?? q.data ?? [];
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Select
        id={id}
        mode="multiple"
        aria-label={p.label}
        value={value ?? []}
        options={items.filter((i) => i.code !== null).map((i) => ({ value: i.code!, label: i.codeNm }))}
        disabled={p.disabled}
        open={p.readonly ? false : undefined}
        status={p.error ? 'error' : undefined}
        listHeight={300}
        maxTagCount={5}
        style={{ width: '100%' }}
        onChange={(v: string[]) => onChange?.(v)}
      />
    </Field>
  );
}

/** a code shown by its name in a table cell (issue 34: `ELECTRIC`, `E_BOILER` read as 전기, 보일러동); the code while loading */
export function CodeText({ codeGroupCd, code }: { codeGroupCd: string; code: string | null | undefined }) {
  const codes = useCodes(code ? codeGroupCd : undefined, code ? [code] : undefined);
  if (!code) return null;
  return <>{codes.data?.find((c) => c.code === code)?.codeNm ?? code}</>;
}
