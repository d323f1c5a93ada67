import { useId } from 'react';
import { Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';
import { Field } from './field';

export type CodeItem = { code: string | null; codeNm: string };

/** the codes of a group that belong to a value (a definition's `codeOwner`: a plant's areas, attr1 = plant) */
export type CodeOwnerFilter = { attr: 'attr1' | 'attr2' | 'attr3'; value: string | null };

/** the query of a code list: kept values, and the owner's codes only (codes of no owner too) */
export const codeListParams = (keep?: string[], owner?: CodeOwnerFilter): Record<string, string> => ({
  ...(keep?.length ? { keep: keep.join(',') } : {}),
  ...(owner ? { ownerAttr: owner.attr, owner: owner.value ?? '' } : {}),
});

/** code list of a group (GET /api/sync/getselect/{group}); switched-off codes are hidden except `keep` values */
export function useCodes(codeGroupCd: string | undefined, keep?: string[], owner?: CodeOwnerFilter) {
  return useQuery({
    queryKey: ['codes', codeGroupCd, keep?.join(',') ?? '', owner ? `${owner.attr}=${owner.value ?? ''}` : ''],
    enabled: !!codeGroupCd,
    staleTime: 5 * 60_000,
    queryFn: () => http.get<CodeItem[]>(`/api/sync/getselect/${codeGroupCd}`, codeListParams(keep, owner), { silent: true }),
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
  /** only the codes of this owner (a definition's `codeOwner`, e.g. the record's plant for its areas) */
  owner?: CodeOwnerFilter;
};

/** spec §3/§9 select bound to a code group; default width 12 columns of the form */
export function CodeSelect({ value, onChange, ...p }: Props & { value?: string | null; onChange?: (v: string | null) => void }) {
  const id = useId();
  const { t } = useT(UI_NS);
  const q = useCodes(p.items ? undefined : p.codeGroupCd, value ? [value] : undefined, p.owner);
  const items = p.items ?? q.data ?? [];
  const options = [
    ...(p.leading ? [{ value: '', label: t(p.leading) }] : []),
    ...items.filter((i) => i.code !== null).map((i) => ({ value: i.code!, label: i.codeNm })),
  ];
  // a value that cannot change is shown as text, not as a select that never opens (issue 34: 평가방법)
  if (p.readonly) {
    return (
      <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
        <Input id={id} name={p.name} aria-label={p.label} aria-readonly readOnly variant="filled" value={value ? (items.find((i) => i.code === value)?.codeNm ?? value) : ''} />
      </Field>
    );
  }
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Select
        id={id}
        aria-label={p.label}
        value={value ?? (p.leading ? '' : undefined)}
        options={options}
        loading={q.isLoading}
        disabled={p.disabled}
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
