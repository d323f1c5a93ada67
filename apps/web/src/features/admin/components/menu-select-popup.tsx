import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Col, Form, Input, Modal, Popover, Row, Select, Space, Table, Tree } from 'antd';
import type { TMenuRight } from '@jikim/shared';
import { menuName, useLocale } from '@/lib/i18n';
import { adminApi } from '../api';
import { useAdmin } from './admin-kit';
import { useExpandAll } from './use-expand-all';
import { applyCheck, buildMenuTree, type Check, type MenuNode } from './menu-tree';

type Props = { open: boolean; onClose: () => void; onAdd: (menus: TMenuRight[]) => void };
type Search = { taskGrpCd?: string; menuNm?: string; upMenuId?: string };

/**
 * spec §2 menu-selection popup: search by work group, menu name and parent menu (tree in a popover);
 * a tree table with access and write checkboxes; add returns the checked menus, close emits nothing.
 * Modal defaults of the spec's popup host: 80% wide, 50px from the top, no close on outside click or escape.
 */
export function MenuSelectPopup({ open, onClose, onAdd }: Props) {
  const { t } = useAdmin();
  const { lang } = useLocale();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Search>();
  const [search, setSearch] = useState<Search>({});
  const [showSearch, setShowSearch] = useState(true);
  const [parentOpen, setParentOpen] = useState(false);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  const all = useQuery({ queryKey: ['admin', 'menuTree'], queryFn: adminApi.menuTree, enabled: open });
  const found = useQuery({ queryKey: ['admin', 'menuSearch', search], queryFn: () => adminApi.menus(search), enabled: open });
  const rows = useMemo(() => buildMenuTree(found.data ?? []), [found.data]);
  const expand = useExpandAll(rows);
  const taskGroups = useMemo(() => [...new Set((all.data ?? []).map((m) => m.taskGrpCd).filter((x): x is string => Boolean(x)))].sort(), [all.data]);
  const parentTree = useMemo(() => {
    const toNode = (n: MenuNode): object => ({ key: n.menuId, title: menuName(n, lang), children: n.children?.filter((c) => c.children?.length).map(toNode) });
    return buildMenuTree(all.data ?? []).filter((n) => n.children?.length).map(toNode);
  }, [all.data, lang]);
  const upMenuId = Form.useWatch('upMenuId', form);
  const upMenuNm = (all.data ?? []).find((m) => m.menuId === upMenuId);

  const add = () => {
    const picked = Object.entries(checks).filter(([, c]) => c.access || c.write)
      .map(([menuId, c]) => ({ menuId, accessYn: c.access || c.write ? 'Y' : 'N', writeYn: c.write ? 'Y' : 'N' }) as TMenuRight);
    if (picked.length === 0) {
      // spec §5: adding requires at least one checked row
      modal.warning({ title: t('popup.notice'), content: t('popup.noneChecked') });
      return;
    }
    onAdd(picked);
    setChecks({});
    onClose();
  };
  const close = () => {
    setChecks({});
    onClose();
  };

  const box = (node: MenuNode, column: 'access' | 'write') => (
    <Checkbox
      aria-label={`${menuName(node, lang)} ${t(column === 'access' ? 'authGrp.accessYn' : 'authGrp.writeYn')}`}
      checked={Boolean(checks[node.menuId]?.[column])}
      onChange={(e) => setChecks((s) => applyCheck(s, node, column, e.target.checked))}
    />
  );

  return (
    <Modal
      open={open}
      title={t('popup.title')}
      width="80%"
      style={{ top: 50 }}
      maskClosable={false}
      keyboard={false}
      closable={false}
      destroyOnHidden
      onCancel={close}
      footer={[
        <Button key="add" type="primary" onClick={add}>{t('common.add')}</Button>,
        <Button key="close" onClick={close}>{t('common.close')}</Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button size="small" onClick={() => setShowSearch((v) => !v)}>{showSearch ? t('popup.hideSearch') : t('popup.showSearch')}</Button>
        {showSearch && (
          <Form name="menu_select_popup_12" form={form} layout="vertical" onFinish={(v) => setSearch({ taskGrpCd: v.taskGrpCd || undefined, menuNm: v.menuNm?.trim() || undefined, upMenuId: v.upMenuId || undefined })}>
            <Row gutter={12} align="bottom">
              <Col xs={24} md={6}>
                <Form.Item name="taskGrpCd" label={t('popup.taskGrp')}>
                  <Select allowClear placeholder={t('common.all')} options={taskGroups.map((g) => ({ value: g, label: g }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="menuNm" label={t('popup.menuNm')}>
                  <Input allowClear maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="upMenuId" label={t('popup.upMenu')}>
                  <Popover
                    open={parentOpen}
                    onOpenChange={setParentOpen}
                    trigger="click"
                    styles={{ container: { width: 400, maxHeight: 360, overflow: 'auto' } }}
                    content={<Tree treeData={parentTree} defaultExpandAll onSelect={(keys) => { form.setFieldValue('upMenuId', (keys[0] as string) ?? undefined); setParentOpen(false); }} />}
                  >
                    <Input readOnly aria-label={t('popup.upMenu')} value={upMenuNm ? menuName(upMenuNm, lang) : ''} allowClear
                      onChange={(e) => { if (!e.target.value) form.setFieldValue('upMenuId', undefined); }} placeholder={t('common.all')} />
                  </Popover>
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item>
                  <Space>
                    <Button type="primary" htmlType="submit">{t('common.search')}</Button>
                    <Button onClick={() => { form.resetFields(); setSearch({}); }}>{t('common.reset')}</Button>
                  </Space>
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
        <Table<MenuNode>
          rowKey="menuId"
          size="small"
          loading={found.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ y: 300 }}
          expandable={expand}
          columns={[
            { title: t('menu.menuNm'), key: 'nm', render: (_, m) => menuName(m, lang) },
            { title: t('menu.menuId'), dataIndex: 'menuId', width: 200 },
            { title: t('authGrp.accessYn'), key: 'a', width: 100, align: 'center', render: (_, m) => box(m, 'access') },
            { title: t('authGrp.writeYn'), key: 'w', width: 100, align: 'center', render: (_, m) => box(m, 'write') },
          ]}
        />
      </Space>
    </Modal>
  );
}
