import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { apprApi, type TLineUser } from '../api';

const label = (u: TLineUser) => `${u.userNm} (${u.userId})${u.deptNm ? ` · ${u.deptNm}` : ''}${u.dutyNm ? ` · ${u.dutyNm}` : ''}`;

/** a plant user to put on a line or to delegate to: searched by name, id or department */
export function UserSelect({ value, onChange, initial, style, ariaLabel }: {
  value?: string | null; onChange?: (v: string | undefined) => void; initial?: TLineUser | null; style?: React.CSSProperties; ariaLabel?: string;
}) {
  const [kw, setKw] = useState('');
  const q = useQuery({ queryKey: ['appr', 'users', kw], queryFn: () => apprApi.users(kw), enabled: kw.trim().length > 0 });
  const opts = new Map<string, TLineUser>();
  if (initial) opts.set(initial.userId, initial);
  for (const u of q.data ?? []) opts.set(u.userId, u);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKw }}
      allowClear
      aria-label={ariaLabel}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v)}
      loading={q.isFetching}
      style={{ minWidth: 240, ...style }}
      options={[...opts.values()].map((u) => ({ value: u.userId, label: label(u) }))}
    />
  );
}
