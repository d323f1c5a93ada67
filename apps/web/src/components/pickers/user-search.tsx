import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { i18n, useT } from '@/lib/i18n';
import { openPopup } from '@/lib/popup';
import { UI_NS } from '../ui.i18n';

export type PickedUser = { userId: string; userNm: string; plantCd: string | null; deptCd: string | null; deptNm: string | null; positionNm: string | null };

/** body of the user-search popup (GET /api/common/user/search, limited to the caller's scope by the server) */
export function UserSearchBody({ initialName, onPick }: { initialName?: string; onPick: (u: PickedUser) => void }) {
  const { t } = useT(UI_NS);
  const [name, setName] = useState(initialName ?? '');
  const [query, setQuery] = useState(initialName ?? '');
  const q = useQuery({
    queryKey: ['user-search', query],
    queryFn: () => http.get<PickedUser[]>('/api/common/user/search', query ? { userNm: query } : {}),
  });
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Input aria-label={t('userNm')} value={name} onChange={(e) => setName(e.target.value)} onPressEnter={(e) => !e.nativeEvent.isComposing && setQuery(name.trim())} />
        <Button type="primary" onClick={() => setQuery(name.trim())}>{t('search')}</Button>
      </Space>
      <Table<PickedUser>
        size="small"
        rowKey="userId"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        onRow={(r) => ({ onDoubleClick: () => onPick(r) })}
        columns={[
          { title: t('userId'), dataIndex: 'userId', width: 100 },
          { title: t('userNm'), dataIndex: 'userNm', width: 100 },
          { title: t('deptNm'), dataIndex: 'deptNm' },
          { title: t('positionNm'), dataIndex: 'positionNm', width: 90 },
          { title: '', key: 'pick', width: 70, render: (_, r) => <Button size="small" onClick={() => onPick(r)}>{t('pick')}</Button> },
        ]}
      />
    </div>
  );
}

/** spec §2: popup titled 'user search', 60% wide, 100px from the top */
export function openUserSearch(onPick: (u: PickedUser) => void, initialName?: string) {
  const t = i18n.getFixedT(null, UI_NS);
  return openPopup<PickedUser>({
    title: t('userSearch'),
    width: '60%',
    top: 100,
    footer: false,
    render: ({ confirm }) => <UserSearchBody initialName={initialName} onPick={(u) => confirm(u)} />,
    onConfirm: (u) => u && onPick(u),
  });
}
