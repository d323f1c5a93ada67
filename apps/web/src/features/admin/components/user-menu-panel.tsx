import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Select, Space, Table } from 'antd';
import type { TMenuRight, TMenuRightRow } from '@jikim/shared';
import { http } from '@/lib/http';
import { adminApi } from '../api';
import { useAdmin } from './admin-kit';
import { MenuSelectPopup } from './menu-select-popup';

/** per-user menus (spec §6 "usermenu"): rights granted to one user directly, on top of their groups */
export function UserMenuPanel() {
  const { t, editable, saved } = useAdmin();
  const qc = useQueryClient();
  const [term, setTerm] = useState('');
  const [userId, setUserId] = useState<string | undefined>();
  const [edits, setEdits] = useState<TMenuRight[] | null>(null);
  const [popup, setPopup] = useState(false);
  const cands = useQuery({ queryKey: ['admin', 'userSearch', term], queryFn: () => adminApi.searchUsers(term), enabled: term.length > 0 });
  const rows = useQuery({
    queryKey: ['admin', 'userMenus', userId], enabled: Boolean(userId),
    queryFn: () => http.get<TMenuRightRow[]>(`/api/manage/usermenu/${encodeURIComponent(userId!)}`),
  });
  const current: TMenuRight[] = edits ?? (rows.data ?? []).map(({ menuId, accessYn, writeYn }) => ({ menuId, accessYn, writeYn }));
  const names = new Map((rows.data ?? []).map((r) => [r.menuId, r.menuNm]));
  const all = useQuery({ queryKey: ['admin', 'menuTree'], queryFn: adminApi.menuTree, enabled: Boolean(userId) });
  for (const m of all.data ?? []) if (!names.has(m.menuId)) names.set(m.menuId, m.menuNm);
  const save = useMutation({
    mutationFn: () => http.put<TMenuRightRow[]>(`/api/manage/usermenu/${encodeURIComponent(userId!)}`, { menus: current }),
    onSuccess: (r) => { setEdits(null); qc.setQueryData(['admin', 'userMenus', userId], r); saved(); },
  });
  const patch = (menuId: string, p: Partial<TMenuRight>) => setEdits(current.map((r) => {
    if (r.menuId !== menuId) return r;
    const n = { ...r, ...p };
    if (p.writeYn === 'Y') n.accessYn = 'Y';
    if (p.accessYn === 'N') n.writeYn = 'N';
    return n;
  }));
  return (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        <Select
          showSearch style={{ minWidth: 320 }} aria-label={t('authGrp.userSearch')} placeholder={t('authGrp.userSearch')} filterOption={false}
          onSearch={setTerm} value={userId} onChange={(v) => { setUserId(v); setEdits(null); }} loading={cands.isFetching}
          options={(cands.data ?? []).map((u) => ({ value: u.userId, label: `${u.userNm} (${u.userId}) ${u.deptNm ?? ''}` }))}
        />
        {editable && userId && <Button onClick={() => setPopup(true)}>{t('authGrp.addMenus')}</Button>}
        {editable && userId && <Button type="primary" disabled={edits === null} loading={save.isPending} onClick={() => save.mutate()}>{t('common.save')}</Button>}
      </Space>
      {userId && (
        <Table<TMenuRight>
          rowKey="menuId" size="small" pagination={false} loading={rows.isLoading} dataSource={current}
          columns={[
            { title: t('menu.menuNm'), key: 'nm', render: (_, r) => names.get(r.menuId) ?? r.menuId },
            { title: t('menu.menuId'), dataIndex: 'menuId', width: 180 },
            { title: t('authGrp.accessYn'), key: 'a', width: 90, align: 'center', render: (_, r) => <Checkbox disabled={!editable} checked={r.accessYn === 'Y'} onChange={(e) => patch(r.menuId, { accessYn: e.target.checked ? 'Y' : 'N' })} /> },
            { title: t('authGrp.writeYn'), key: 'w', width: 90, align: 'center', render: (_, r) => <Checkbox disabled={!editable} checked={r.writeYn === 'Y'} onChange={(e) => patch(r.menuId, { writeYn: e.target.checked ? 'Y' : 'N' })} /> },
            ...(editable ? [{ title: '', key: 'x', width: 70, render: (_: unknown, r: TMenuRight) => <Button size="small" type="link" danger onClick={() => setEdits(current.filter((x) => x.menuId !== r.menuId))}>{t('authGrp.removeMenu')}</Button> }] : []),
          ]}
        />
      )}
      <MenuSelectPopup open={popup} onClose={() => setPopup(false)} onAdd={(menus) => {
        const next = new Map(current.map((r) => [r.menuId, r]));
        for (const m of menus) next.set(m.menuId, m);
        setEdits([...next.values()]);
      }} />
    </>
  );
}
