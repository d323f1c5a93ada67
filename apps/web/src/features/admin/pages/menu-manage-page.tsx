import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Form, Input, Popconfirm, Radio, Row, Select, Space, Table, Tag, TreeSelect } from 'antd';
import type { TMenuAdmin } from '@jikim/shared';
import { menuName, useLocale } from '@/lib/i18n';
import { adminApi } from '../api';
import { PageFrame, useAdmin, withQuery, YnTag, ynOptions } from '../components/admin-kit';
import { useExpandAll } from '../components/use-expand-all';
import { buildMenuTree, type MenuNode } from '../components/menu-tree';
import { LinkButton } from '@/components/a11y/link-button';

type Edit = { mode: 'edit'; menu: TMenuAdmin } | { mode: 'new'; upMenuId: string | null };

function MenuForm({ edit, menus, onDone }: { edit: Edit; menus: TMenuAdmin[]; onDone: (m: TMenuAdmin | null) => void }) {
  const { t, editable, saved, done } = useAdmin();
  const { lang } = useLocale();
  const [form] = Form.useForm();
  const isNew = edit.mode === 'new';
  const apis = useQuery({ queryKey: ['admin', 'menuApis', isNew ? '' : edit.menu.menuId], queryFn: () => adminApi.menuApis((edit as { menu: TMenuAdmin }).menu.menuId), enabled: !isNew });
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(isNew ? { upMenuId: edit.upMenuId, useYn: 'Y', allPlantAccessCd: 'APA02', navigationYn: 'Y' } : { ...edit.menu, plantTypeAuth: edit.menu.plantTypeAuth ?? '' });
  }, [edit, form, isNew]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (isNew ? adminApi.createMenu(v) : adminApi.updateMenu(edit.menu.menuId, { ...v, version: edit.menu.version })),
    onSuccess: (m) => { saved(); onDone(m); },
  });
  const del = useMutation({ mutationFn: () => adminApi.deleteMenu((edit as { menu: TMenuAdmin }).menu), onSuccess: () => { done(); onDone(null); } });
  const parents = useMemo(() => {
    const self = isNew ? null : edit.menu.menuId;
    const toNode = (n: MenuNode): object => ({ value: n.menuId, title: menuName(n, lang), disabled: n.menuId === self, children: n.menuId === self ? [] : n.children?.map(toNode) });
    return buildMenuTree(menus).map(toNode);
  }, [menus, lang, isNew, edit]);
  const req = [{ required: true, message: t('common.required') }];
  return (
    <Form name="menu_manage_3" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
      <Row gutter={12}>
        <Col span={12}><Form.Item name="menuId" label={t('menu.menuId')} rules={req}><Input maxLength={50} disabled={!isNew} /></Form.Item></Col>
        <Col span={12}><Form.Item name="upMenuId" label={t('menu.upMenu')}><TreeSelect allowClear treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" /></Form.Item></Col>
        <Col span={24}><Form.Item name="menuNm" label={t('menu.menuNm')} rules={req}><Input maxLength={200} /></Form.Item></Col>
        <Col span={8}><Form.Item name={['menuNmI18n', 'en']} label={t('common.nameEn')}><Input maxLength={200} /></Form.Item></Col>
        <Col span={8}><Form.Item name={['menuNmI18n', 'zh']} label={t('common.nameZh')}><Input maxLength={200} /></Form.Item></Col>
        <Col span={8}><Form.Item name={['menuNmI18n', 'es']} label={t('common.nameEs')}><Input maxLength={200} /></Form.Item></Col>
        <Col span={12}><Form.Item name="frontEndUrl" label={t('menu.frontEndUrl')}><Input maxLength={300} placeholder="/manage/userManage" /></Form.Item></Col>
        <Col span={12}><Form.Item name="taskGrpCd" label={t('menu.taskGrpCd')}><Input maxLength={30} /></Form.Item></Col>
        <Col span={12}><Form.Item name="allPlantAccessCd" label={t('menu.allPlantAccessCd')}><Radio.Group options={[{ value: 'APA01', label: t('menu.apa01') }, { value: 'APA02', label: t('menu.apa02') }]} /></Form.Item></Col>
        <Col span={12}><Form.Item name="plantTypeAuth" label={t('menu.plantTypeAuth')}><Select options={[{ value: '', label: t('common.all') }, { value: 'E', label: 'E' }, { value: 'G', label: 'G' }]} /></Form.Item></Col>
        <Col span={8}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
        <Col span={8}><Form.Item name="navigationYn" label={t('menu.navigationYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
        <Col span={4}><Form.Item name="icon" label={t('menu.icon')}><Input maxLength={50} /></Form.Item></Col>
        <Col span={4}><Form.Item name="color" label={t('menu.color')}><Input maxLength={20} placeholder="#409EFF" /></Form.Item></Col>
      </Row>
      {editable && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common.save')}</Button>
          {!isNew && <Popconfirm title={t('common.confirmDelete')} onConfirm={() => del.mutate()}><Button danger>{t('common.delete')}</Button></Popconfirm>}
        </Space>
      )}
      {!isNew && (apis.data?.length ?? 0) > 0 && (
        <Form.Item label={t('menu.apis')}>
          <Space orientation="vertical" size={2}>
            {apis.data!.map((a) => <span key={a.method + a.url}><Tag color={a.access === 'write' ? 'orange' : 'blue'}>{a.method}</Tag><code>{a.url}</code></span>)}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}

function MenuManagePage() {
  const { t, editable } = useAdmin();
  const { lang } = useLocale();
  const qc = useQueryClient();
  const [edit, setEdit] = useState<Edit | null>(null);
  const menus = useQuery({ queryKey: ['admin', 'menuTree'], queryFn: adminApi.menuTree });
  const rows = useMemo(() => buildMenuTree(menus.data ?? []), [menus.data]);
  const expand = useExpandAll(rows);
  const siblings = (m: TMenuAdmin) => (menus.data ?? []).filter((x) => x.upMenuId === m.upMenuId).sort((a, b) => a.sortOrder - b.sortOrder);
  const move = useMutation({
    mutationFn: ({ m, dir }: { m: TMenuAdmin; dir: -1 | 1 }) => {
      const ids = siblings(m).map((x) => x.menuId);
      const i = ids.indexOf(m.menuId);
      [ids[i], ids[i + dir]] = [ids[i + dir]!, ids[i]!];
      return adminApi.sortMenus(m.upMenuId, ids);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'menuTree'] }),
  });
  const refresh = (m: TMenuAdmin | null) => { void qc.invalidateQueries({ queryKey: ['admin', 'menuTree'] }); setEdit(m ? { mode: 'edit', menu: m } : null); };
  return (
    <PageFrame title={t('menu.title')} extra={editable && <Button onClick={() => setEdit({ mode: 'new', upMenuId: null })}>{t('menu.addRoot')}</Button>}>
      <Table<MenuNode>
        rowKey="menuId" size="small" loading={menus.isLoading} dataSource={rows} pagination={false}
        expandable={expand}
        onRow={(m) => ({ onDoubleClick: () => setEdit({ mode: 'edit', menu: m }) })}
        columns={[
          { title: t('menu.menuNm'), key: 'nm', render: (_, m) => <LinkButton onClick={() => setEdit({ mode: 'edit', menu: m })}>{menuName(m, lang)}</LinkButton> },
          { title: t('menu.menuId'), dataIndex: 'menuId', width: 170 },
          { title: t('menu.menuLvl'), dataIndex: 'menuLvl', width: 60, align: 'center' },
          { title: t('menu.frontEndUrl'), dataIndex: 'frontEndUrl', width: 220 },
          { title: t('menu.allPlantAccessCd'), dataIndex: 'allPlantAccessCd', width: 110, render: (v: string) => (v === 'APA01' ? t('menu.apa01') : t('menu.apa02')) },
          { title: t('common.useYn'), dataIndex: 'useYn', width: 80, render: (v: string) => <YnTag value={v} /> },
          {
            title: t('common.sortOrder'), key: 'o', width: 150,
            render: (_, m) => {
              const sib = siblings(m);
              const i = sib.findIndex((x) => x.menuId === m.menuId);
              return (
                <Space size={4}>
                  <span style={{ minWidth: 20, display: 'inline-block' }}>{m.sortOrder}</span>
                  {editable && <Button size="small" aria-label={`${m.menuId} ${t('common.up')}`} icon={<ArrowUpOutlined />} disabled={i <= 0 || move.isPending} onClick={() => move.mutate({ m, dir: -1 })} />}
                  {editable && <Button size="small" aria-label={`${m.menuId} ${t('common.down')}`} icon={<ArrowDownOutlined />} disabled={i >= sib.length - 1 || move.isPending} onClick={() => move.mutate({ m, dir: 1 })} />}
                  {editable && <Button size="small" type="link" onClick={() => setEdit({ mode: 'new', upMenuId: m.menuId })}>{t('common.add')}</Button>}
                </Space>
              );
            },
          },
        ]}
      />
      <Drawer open={edit !== null} width={680} title={edit?.mode === 'edit' ? menuName(edit.menu, lang) : t('menu.addChild')} onClose={() => setEdit(null)} destroyOnHidden>
        {edit && <MenuForm edit={edit} menus={menus.data ?? []} onDone={refresh} />}
      </Drawer>
    </PageFrame>
  );
}

export default withQuery(MenuManagePage);
