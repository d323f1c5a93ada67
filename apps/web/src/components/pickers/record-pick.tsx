import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { recordPickText, type TRecordPick } from '@jikim/shared';
import { UI_NS } from '../ui.i18n';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

export type PickRow = Record<string, unknown>;

/** the query of a record picker's list: first page of the target's list, the typed text, the record's plant */
export function recordPickParams(pick: TRecordPick, text: string, plantCd: string | null): Record<string, string | number> {
  return {
    page: 1, limit: 20,
    ...(pick.search && text.trim() ? { [pick.search]: text.trim() } : {}),
    ...(pick.plant && plantCd ? { [pick.plant]: plantCd } : {}),
  };
}

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The text of a saved pick (number · title · date), read from the target's GET of that key (the caller's scope); one
 * request per key however many cells or fields show it (react-query shares it). Empty while unknown, the key when the
 * record cannot be read.
 */
export function useRecordPickText(pick: TRecordPick, value: unknown, enabled = true): string {
  const has = hasValue(value);
  const one = useQuery({
    queryKey: ['record-pick-one', pick.url, String(value)], enabled: has && enabled, staleTime: 60_000, retry: false,
    queryFn: () => http.get<PickRow>(`${pick.url}/${encodeURIComponent(String(value))}`, undefined, { silent: true, skipErrorHandler: true }),
  });
  if (!has) return '';
  return one.data ? recordPickText(pick, one.data) : String(value);
}

/**
 * A searchable select of a referenced record (`reference.pick`): the target's own list (the caller's scope, the record's
 * plant), each option its number · title · date, the key stored (as text with `asText`). Used by the detail form's
 * field and by a child grid's cell (a HAZOP row's equipment, a LOTO point's tag, a CHARM row's product).
 */
export function RecordPickSelect({ id, label, name, required, status, value, onChange, pick, plantCd, asText, testId }: {
  id?: string; label: string; name: string; required?: boolean; status?: 'error';
  value: string | number | null; onChange: (value: string | number | null, row: PickRow | null) => void;
  pick: TRecordPick; plantCd: string | null; asText?: boolean; testId?: string;
}) {
  const { t } = useT(UI_NS);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  // the list is asked once the typing pauses
  useEffect(() => {
    const h = setTimeout(() => setText(typed), 300);
    return () => clearTimeout(h);
  }, [typed]);
  const list = useQuery({
    queryKey: ['record-pick', pick.url, plantCd ?? '', text], staleTime: 30_000, retry: false,
    queryFn: () => http.get<{ list: PickRow[] }>(pick.url, recordPickParams(pick, text, plantCd), { silent: true, skipErrorHandler: true }),
  });
  const has = hasValue(value);
  const rows = list.data?.list ?? [];
  const keyOf = (r: PickRow) => (asText ? String(r[pick.value]) : (r[pick.value] as string | number));
  const listed = has && rows.some((r) => String(r[pick.value]) === String(value));
  // the saved record's number · title · date when the page of options does not hold it
  const savedText = useRecordPickText(pick, value, has && !listed);
  const options = rows.map((r) => ({ value: keyOf(r), label: recordPickText(pick, r) }));
  if (has && !listed) options.unshift({ value: value as string | number, label: savedText });
  return (
    <Select id={id} aria-label={label} data-testid={testId ?? `${name}-record-pick`} allowClear={!required} showSearch filterOption={false} onSearch={setTyped}
      loading={list.isFetching} notFoundContent={list.isFetching ? undefined : t('noData')} placeholder={t('recordPick')}
      status={status} value={has ? value : undefined} options={options} style={{ width: '100%' }}
      onChange={(v?: string | number) => onChange(v ?? null, rows.find((r) => String(r[pick.value]) === String(v)) ?? null)} />
  );
}
