import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Col, Empty, Form, Input, Popconfirm, Radio, Row, Select, Space, Table, Tabs } from 'antd';
import type { TAuthGrp, TMenuAdmin, TMenuRight } from '@jikim/shared';
import { menuName, useLocale } from '@/lib/i18n';
import { adminApi } from '../api';
import { NoSelection, PageFrame, useAdmin, withQuery, YnTag, ynOptions } from '../components/admin-kit';
import { MenuSelectPopup } from '../components/menu-select-popup';
import { DeptAuthGrpPanel } from '../components/dept-auth-grp-panel';
import { UserMenuPanel } from '../components/user-menu-panel';
import { useExpandAll } from '../components/use-expand-all';
import { buildMenuTree, type MenuNode } from '../components/menu-tree';
import { applySearch } from '@/lib/query-client';

type Right = TMenuRight;

function GroupMenus({ grp }: { grp: TAuthGrp }) {
  const { t, editable, saved } = useAdmin();
  const { lang } = useLocale();
  const qc = useQueryClient();
  const [popup, setPopup] = useState(false);
  const data = useQuery({ queryKey: ['admin', 'authGrpMenus', grp.authGrpCd], queryFn: () => adminApi.authGrpMenus(grp.authGrpCd) });
  const all = useQuery({ queryKey: ['admin', 'menuTree'], queryFn: adminApi.menuTree });
  const [rights, setRights] = useState<Right[] | null>(null);
  const current: Right[] = rights ?? (data.data?.menus ?? []).map(({ menuId, accessYn, writeYn }) => ({ menuId, accessYn, writeYn }));
  const byId = new Map(current.map((r) => [r.menuId, r]));
  // rows: the granted menus placed in the menu tree (ancestors shown for orientation)
  const rows = useMemo(() => {
    const menus = all.data ?? [];
    const keep = new Set<string>();
    const parent = new Map(menus.map((m) => [m.menuId, m.upMenuId]));
    for (const r of current) {
      let id: string | null | undefined = r.menuId;
      while (id && !keep.has(id)) { keep.add(id); id = parent.get(id); }
    }
    return buildMenuTree(menus.filter((m: TMenuAdmin) => keep.has(m.menuId)));
  }, [all.data, current]);
  const expand = useExpandAll(rows);
  const save = useMutation({
    mutationFn: () => adminApi.saveAuthGrpMenus(grp.authGrpCd, data.data!.version, current),
    onSuccess: (r) => { setRights(null); qc.setQueryData(['admin', 'authGrpMenus', grp.authGrpCd], r); void qc.invalidateQueries({ queryKey: ['admin', 'authGrps'] }); saved(); },
  });
  const set = (menuId: string, patch: Partial<Right>) => setRights(current.map((r) => {
    if (r.menuId !== menuId) return r;
    const n = { ...r, ...patch };
    if (patch.writeYn === 'Y') n.accessYn = 'Y';
    if (patch.accessYn === 'N') n.writeYn = 'N';
    return n;
  }));
  const add = (menus: Right[]) => {
    const next = new Map(current.map((r) => [r.menuId, r]));
    for (const m of menus) next.set(m.menuId, m);
    setRights([...next.values()]);
  };
  return (
    <>
      {editable && (
        <Space style={{ marginBottom: 8 }}>
          <Button onClick={() => setPopup(true)}>{t('authGrp.addMenus')}</Button>
          <Button type="primary" loading={save.isPending} disabled={rights === null} onClick={() => save.mutate()}>{t('authGrp.saveMenus')}</Button>
        </Space>
      )}
      <Table<MenuNode>
        rowKey="menuId" size="small" pagination={false} dataSource={rows} loading={data.isLoading || all.isLoading}
        expandable={expand}
        columns={[
          { title: t('menu.menuNm'), key: 'nm', render: (_, m) => menuName(m, lang) },
          { title: t('menu.menuId'), dataIndex: 'menuId', width: 180 },
          {
            title: t('authGrp.accessYn'), key: 'a', width: 90, align: 'center',
            render: (_, m) => byId.has(m.menuId) && <Checkbox aria-label={`${m.menuId} access`} disabled={!editable} checked={byId.get(m.menuId)!.accessYn === 'Y'} onChange={(e) => set(m.menuId, { accessYn: e.target.checked ? 'Y' : 'N' })} />,
          },
          {
            title: t('authGrp.writeYn'), key: 'w', width: 90, align: 'center',
            render: (_, m) => byId.has(m.menuId) && <Checkbox aria-label={`${m.menuId} write`} disabled={!editable} checked={byId.get(m.menuId)!.writeYn === 'Y'} onChange={(e) => set(m.menuId, { writeYn: e.target.checked ? 'Y' : 'N' })} />,
          },
          ...(editable ? [{
            title: '', key: 'x', width: 70,
            render: (_: unknown, m: MenuNode) => byId.has(m.menuId) && <Button size="small" type="link" danger onClick={() => setRights(current.filter((r) => r.menuId !== m.menuId))}>{t('authGrp.removeMenu')}</Button>,
          }] : []),
        ]}
      />
      <MenuSelectPopup open={popup} onClose={() => setPopup(false)} onAdd={add} />
    </>
  );
}

function GroupUsers({ grp }: { grp: TAuthGrp }) {
  const { t, editable, saved, done } = useAdmin();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const list = useQuery({ queryKey: ['admin', 'grpUsers', grp.authGrpCd, page], queryFn: () => adminApi.grpUsers(grp.authGrpCd, page) });
  const cands = useQuery({ queryKey: ['admin', 'userSearch', term], queryFn: () => adminApi.searchUsers(term), enabled: term.length > 0 });
  const refresh = () => { void qc.invalidateQueries({ queryKey: ['admin', 'grpUsers', grp.authGrpCd] }); void qc.invalidateQueries({ queryKey: ['admin', 'authGrps'] }); };
  const add = useMutation({ mutationFn: () => adminApi.addGrpUsers(grp.authGrpCd, picked), onSuccess: () => { setPicked([]); refresh(); saved(); } });
  const remove = useMutation({ mutationFn: (userId: string) => adminApi.removeGrpUser(grp.authGrpCd, userId), onSuccess: () => { refresh(); done(); } });
  return (
    <>
      {editable && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Select
            mode="multiple" showSearch style={{ minWidth: 320 }} aria-label={t('authGrp.addUsers')} placeholder={t('authGrp.userSearch')}
            filterOption={false} onSearch={setTerm} value={picked} onChange={setPicked} loading={cands.isFetching}
            options={(cands.data ?? []).map((u) => ({ value: u.userId, label: `${u.userNm} (${u.userId}) ${u.deptNm ?? ''}` }))}
          />
          <Button type="primary" disabled={!picked.length} loading={add.isPending} onClick={() => add.mutate()}>{t('authGrp.addUsers')}</Button>
        </Space>
      )}
      <Table
        rowKey="userId" size="small" loading={list.isLoading} dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('user.userId'), dataIndex: 'userId', width: 140 },
          { title: t('user.userNm'), dataIndex: 'userNm' },
          { title: t('common.dept'), dataIndex: 'deptNm' },
          ...(editable ? [{
            title: '', key: 'x', width: 80,
            render: (_: unknown, u: { userId: string }) => (
              <Popconfirm title={t('common.confirmDelete')} onConfirm={() => remove.mutate(u.userId)}><Button size="small" type="link" danger>{t('authGrp.removeUser')}</Button></Popconfirm>
            ),
          }] : []),
        ]}
      />
    </>
  );
}

function GroupForm({ grp, onSaved }: { grp: TAuthGrp | 'new'; onSaved: (g: TAuthGrp) => void }) {
  const { t, editable, saved } = useAdmin();
  const [form] = Form.useForm();
  const isNew = grp === 'new';
  useEffect(() => { form.resetFields(); form.setFieldsValue(isNew ? { useYn: 'Y' } : grp); }, [grp, form, isNew]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (isNew ? adminApi.createAuthGrp(v) : adminApi.updateAuthGrp(grp.authGrpCd, { ...v, version: grp.version })),
    onSuccess: (g) => { saved(); onSaved(g); },
  });
  return (
    <Form name="auth_grp_manage_8" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
      <Row gutter={12}>
        <Col xs={24} md={6}><Form.Item name="authGrpCd" label={t('authGrp.authGrpCd')} rules={[{ required: true, message: t('common.required') }]}><Input maxLength={30} disabled={!isNew} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name="authGrpNm" label={t('authGrp.authGrpNm')} rules={[{ required: true, message: t('common.required') }]}><Input maxLength={100} /></Form.Item></Col>
        <Col xs={24} md={5}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
        <Col xs={24} md={5}>{editable && <Form.Item label=" "><Button type="primary" htmlType="submit" loading={save.isPending}>{t('common.save')}</Button></Form.Item>}</Col>
        <Col span={24}><Form.Item name="authGrpDesc" label={t('authGrp.authGrpDesc')}><Input maxLength={4000} /></Form.Item></Col>
      </Row>
    </Form>
  );
}

function AuthGrpManagePage() {
  const { t, editable } = useAdmin();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [sel, setSel] = useState<TAuthGrp | 'new' | null>(null);
  const list = useQuery({ queryKey: ['admin', 'authGrps', keyword, page], queryFn: () => adminApi.authGrps({ keyword, page, limit: 20 }) });
  const selected = sel === 'new' || sel === null ? sel : (list.data?.list.find((g) => g.authGrpCd === sel.authGrpCd) ?? sel);
  return (
    <PageFrame title={t('authGrp.title')} extra={editable && <Button onClick={() => setSel('new')}>{t('common.create')}</Button>}>
      <Tabs items={[
        { key: 'grp', label: t('authGrp.title'), children: (
      <Row gutter={16}>
        <Col xs={24} lg={9}>
          <Input.Search allowClear placeholder={`${t('authGrp.authGrpCd')}/${t('authGrp.authGrpNm')}`} onSearch={(v) => applySearch(() => { setKeyword(v); setPage(1); })} style={{ marginBottom: 8 }} />
          <Table<TAuthGrp>
            rowKey="authGrpCd" size="small" loading={list.isLoading} dataSource={list.data?.list ?? []}
            pagination={{ current: page, pageSize: 20, total: list.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('common.count', { n }) }}
            onRow={(g) => ({ onClick: () => setSel(g), style: { cursor: 'pointer' } })}
            rowClassName={(g) => (selected !== 'new' && selected?.authGrpCd === g.authGrpCd ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('authGrp.authGrpCd'), dataIndex: 'authGrpCd' },
              { title: t('authGrp.authGrpNm'), dataIndex: 'authGrpNm' },
              { title: t('authGrp.menuCount'), dataIndex: 'menuCount', width: 70, align: 'right' },
              { title: t('authGrp.userCount'), dataIndex: 'userCount', width: 70, align: 'right' },
              { title: t('common.useYn'), dataIndex: 'useYn', width: 80, render: (v: string) => <YnTag value={v} /> },
            ]}
          />
        </Col>
        <Col xs={24} lg={15}>
          {selected === null ? <NoSelection /> : (
            <>
              <GroupForm grp={selected} onSaved={(g) => { setSel(g); void qc.invalidateQueries({ queryKey: ['admin', 'authGrps'] }); }} />
              {selected !== 'new' ? (
                <Tabs items={[
                  { key: 'menus', label: t('authGrp.menus'), children: <GroupMenus key={selected.authGrpCd} grp={selected} /> },
                  { key: 'users', label: t('authGrp.users'), children: <GroupUsers key={selected.authGrpCd} grp={selected} /> },
                ]} />
              ) : <Empty />}
            </>
          )}
        </Col>
      </Row>
        ) },
        { key: 'um', label: t('authGrp.userMenus'), children: <UserMenuPanel /> },
        { key: 'dag', label: t('authGrp.deptAuthGrps'), children: <DeptAuthGrpPanel /> },
      ]} />
    </PageFrame>
  );
}

export default withQuery(AuthGrpManagePage);
