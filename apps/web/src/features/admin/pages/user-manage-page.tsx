import { useSearchBoxOpen } from '@/app/page-context';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, DatePicker, Drawer, Form, Input, Popconfirm, Radio, Row, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { PAGE_SIZES, type TUser } from '@jikim/shared';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { adminApi } from '../api';
import { DeptTreeSelect, PageFrame, PlantSelect, useAdmin, withQuery, YnTag, ynOptions } from '../components/admin-kit';
import { applySearch } from '@/lib/query-client';

type Search = { plantCd?: string; deptCd?: string; userNm?: string; retireYn?: string };
const ymd = (v: string | null | undefined) => (v ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : '');
const toDay = (v: string | null | undefined) => (v ? dayjs(ymd(v)) : undefined);
// the signature box (antd Image and Upload) loads when an existing user's form opens, not with the list (issue 13 budget)
const Signature = lazy(() => import('./user-signature'));
const fromDay = (v: dayjs.Dayjs | null | undefined) => (v ? v.format('YYYYMMDD') : null);

function UserForm({ user, onDone }: { user: TUser | 'new'; onDone: (u: TUser | null) => void }) {
  const { t, editable, saved, done } = useAdmin();
  const { message } = App.useApp();
  const worker = useWorker();
  const [form] = Form.useForm();
  const isNew = user === 'new';
  const opts = useQuery({ queryKey: ['admin', 'userOptions'], queryFn: adminApi.userOptions, staleTime: 60_000 });
  const plantCd = Form.useWatch('plantCd', form) as string | undefined;
  const userType = Form.useWatch('userType', form) as string | undefined;
  useEffect(() => {
    form.resetFields();
    if (isNew) form.setFieldsValue({ userType: 'U', plantCd: worker?.plantCd !== '0000' ? worker?.plantCd : undefined, useYn: 'Y', adminYn: 'N', lang: 'kr', retireYn: 'N' });
    else form.setFieldsValue({ ...user, birthYmd: toDay(user.birthYmd), entryYmd: toDay(user.entryYmd), retireYmd: toDay(user.retireYmd), userPwd: '' });
  }, [user, form, isNew, worker?.plantCd]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => {
      const body = { ...v, birthYmd: fromDay(v.birthYmd as dayjs.Dayjs), entryYmd: fromDay(v.entryYmd as dayjs.Dayjs), retireYmd: fromDay(v.retireYmd as dayjs.Dayjs) };
      return isNew ? adminApi.createUser(body) : adminApi.updateUser(user.userId, { ...body, version: user.version });
    },
    onSuccess: (u) => { saved(); onDone(u); },
  });
  const retire = useMutation({ mutationFn: () => adminApi.retireUser(user as TUser), onSuccess: (u) => { done(); onDone(u); } });
  // issue 13: administrators lift a login lock (every address) — POST /api/manage/user/:userId/unlock
  const unlock = useMutation({
    mutationFn: () => http.post<{ success: boolean }>(`/api/manage/user/${encodeURIComponent((user as TUser).userId)}/unlock`),
    onSuccess: () => void message.success(t('user.unlocked')),
  });
  const sel = (list: { code: string; codeNm: string; useYn: string }[] | undefined, current?: string | null) =>
    (list ?? []).filter((o) => o.useYn === 'Y' || o.code === current).map((o) => ({ value: o.code, label: o.codeNm }));
  const cur = isNew ? null : user;
  const req = [{ required: true, message: t('common.required') }];
  return (
    <Form name="user_manage_4" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
      <Row gutter={12}>
        <Col span={12}><Form.Item name="userId" label={t('user.userId')} rules={req}><Input maxLength={50} disabled={!isNew} autoComplete="off" /></Form.Item></Col>
        <Col span={12}><Form.Item name="userNm" label={t('user.userNm')} rules={req}><Input maxLength={100} /></Form.Item></Col>
        <Col span={12}><Form.Item name="userType" label={t('user.userType')}><Radio.Group options={[{ value: 'U', label: t('user.typeU') }, { value: 'V', label: t('user.typeV') }]} /></Form.Item></Col>
        <Col span={12}><Form.Item name="plantCd" label={t('common.plant')} rules={req}><PlantSelect onChange={() => form.setFieldValue('deptCd', undefined)} /></Form.Item></Col>
        <Col span={12}><Form.Item name="deptCd" label={t('common.dept')}><DeptTreeSelect plantCd={plantCd} disabled={!editable || !plantCd} /></Form.Item></Col>
        {userType === 'V' && (
          <Col span={12}><Form.Item name="vendorCd" label={t('user.vendor')} rules={req}>
            <Select allowClear options={(opts.data?.vendors ?? []).filter((v) => (v.useYn === 'Y' && v.plantCd === plantCd) || v.code === cur?.vendorCd).map((v) => ({ value: v.code, label: v.codeNm }))} />
          </Form.Item></Col>
        )}
        <Col span={12}><Form.Item name="positionCd" label={t('user.position')}><Select allowClear options={sel(opts.data?.positions, cur?.positionCd)} /></Form.Item></Col>
        <Col span={12}><Form.Item name="dutyCd" label={t('user.duty')}><Select allowClear options={sel(opts.data?.duties, cur?.dutyCd)} /></Form.Item></Col>
        {/* data-scope groups are granted by administrators only (issue 13): a delegated user administrator sees the value, read-only */}
        <Col span={12}><Form.Item name="deptAuthGrpCd" label={t('user.deptAuthGrp')}><Select allowClear disabled={!worker?.isAdmin} options={sel(opts.data?.deptAuthGrps, cur?.deptAuthGrpCd)} /></Form.Item></Col>
        <Col span={12}><Form.Item name="contType" label={t('user.contType')}><Select allowClear options={[{ value: 'work', label: 'work' }, { value: 'visit', label: 'visit' }]} /></Form.Item></Col>
        <Col span={12}><Form.Item name="phoneNo" label={t('user.phoneNo')}><Input maxLength={30} /></Form.Item></Col>
        <Col span={12}><Form.Item name="officeTel" label={t('user.officeTel')}><Input maxLength={30} /></Form.Item></Col>
        <Col span={12}><Form.Item name="email" label={t('user.email')} rules={[{ type: 'email' }]}><Input maxLength={200} /></Form.Item></Col>
        <Col span={12}><Form.Item name="genderCd" label={t('user.gender')}><Radio.Group options={[{ value: 'M', label: t('user.male') }, { value: 'F', label: t('user.female') }]} /></Form.Item></Col>
        <Col span={12}><Form.Item name="birthYmd" label={t('user.birthYmd')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
        <Col span={12}><Form.Item name="entryYmd" label={t('user.entryYmd')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
        <Col span={12}><Form.Item name="lang" label={t('user.lang')}><Select options={[{ value: 'kr', label: '한국어' }, { value: 'us', label: 'English' }, { value: 'zh', label: '中文' }, { value: 'es', label: 'Español' }]} /></Form.Item></Col>
        <Col span={12}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
        {worker?.isAdmin && <Col span={12}><Form.Item name="adminYn" label={t('user.adminYn')}><Radio.Group options={[{ value: 'Y', label: t('common.yes') }, { value: 'N', label: t('common.no') }]} /></Form.Item></Col>}
        {!isNew && <Col span={12}><Form.Item name="retireYn" label={t('user.retireYn')}><Radio.Group options={[{ value: 'N', label: t('user.active') }, { value: 'Y', label: t('user.retired') }]} /></Form.Item></Col>}
        {!isNew && <Col span={12}><Form.Item name="retireYmd" label={t('user.retireYmd')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>}
        {editable && (
          <Col span={24}>
            <Form.Item name="userPwd" label={isNew ? t('user.userPwd') : t('user.userPwdReset')} rules={isNew ? req : []}>
              <Input.Password maxLength={100} autoComplete="new-password" />
            </Form.Item>
          </Col>
        )}
        {!isNew && <Col span={24}><Form.Item label={t('user.signature')}><Suspense fallback={null}><Signature user={user} onChanged={(u) => onDone(u)} /></Suspense></Form.Item></Col>}
      </Row>
      {editable && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common.save')}</Button>
          {!isNew && user.retireYn !== 'Y' && (
            <Popconfirm title={t('user.confirmRetire')} onConfirm={() => retire.mutate()}><Button danger>{t('user.retire')}</Button></Popconfirm>
          )}
          {!isNew && worker?.isAdmin && (
            <Popconfirm title={t('user.confirmUnlock')} onConfirm={() => unlock.mutate()}><Button loading={unlock.isPending}>{t('user.unlock')}</Button></Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}

function UserManagePage() {
  const { t, editable, } = useAdmin();
  const searchBoxOpen = useSearchBoxOpen();
  const qc = useQueryClient();
  const [form] = Form.useForm<Search>();
  const [search, setSearch] = useState<Search>({ retireYn: 'N' });
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [open, setOpen] = useState<TUser | 'new' | null>(null);
  const plantCd = Form.useWatch('plantCd', form);
  const list = useQuery({ queryKey: ['admin', 'users', search, paging], queryFn: () => adminApi.users({ ...search, ...paging }) });
  return (
    <PageFrame title={t('user.title')} extra={editable && <Button type="primary" onClick={() => setOpen('new')}>{t('common.create')}</Button>}>
      {searchBoxOpen && (
      <Form name="user_manage_5" form={form} layout="inline" initialValues={search} onFinish={(v) => applySearch(() => { setSearch(v); setPaging((p) => ({ ...p, page: 1 })); })} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="plantCd" label={t('common.plant')}><PlantSelect allowAll onChange={() => form.setFieldValue('deptCd', undefined)} /></Form.Item>
        <Form.Item name="deptCd" label={t('common.dept')}><DeptTreeSelect plantCd={plantCd} /></Form.Item>
        <Form.Item name="userNm" label={t('user.userNm')}><Input allowClear maxLength={100} style={{ width: 140 }} /></Form.Item>
        <Form.Item name="retireYn" label={t('user.retireYn')}>
          <Select allowClear style={{ width: 110 }} placeholder={t('common.all')} options={[{ value: 'N', label: t('user.active') }, { value: 'Y', label: t('user.retired') }]} />
        </Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">{t('common.search')}</Button></Form.Item>
      </Form>)}
      <Table<TUser>
        rowKey="userId" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []}
        onRow={(u) => ({ onClick: () => setOpen(u), style: { cursor: 'pointer' } })}
        pagination={{
          current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, showQuickJumper: true,
          showTotal: (n) => t('common.count', { n }), onChange: (page, limit) => setPaging({ page, limit }),
        }}
        columns={[
          { title: t('user.userId'), dataIndex: 'userId', width: 120 },
          { title: t('user.userNm'), dataIndex: 'userNm', width: 110 },
          { title: t('common.plant'), dataIndex: 'plantNm', width: 140 },
          { title: t('common.dept'), dataIndex: 'deptNm' },
          { title: t('user.position'), dataIndex: 'positionNm', width: 90 },
          { title: t('user.duty'), dataIndex: 'dutyNm', width: 100 },
          { title: t('user.phoneNo'), dataIndex: 'phoneNo', width: 130 },
          { title: t('user.retireYn'), dataIndex: 'retireYn', width: 80, render: (v: string) => (v === 'Y' ? <Tag color="red">{t('user.retired')}</Tag> : <Tag color="green">{t('user.active')}</Tag>) },
          { title: t('common.useYn'), dataIndex: 'useYn', width: 80, render: (v: string) => <YnTag value={v} /> },
        ]}
      />
      <Drawer open={open !== null} width={720} title={open === 'new' ? t('common.create') : open?.userNm} onClose={() => setOpen(null)} destroyOnHidden>
        {open !== null && <UserForm user={open} onDone={(u) => { void qc.invalidateQueries({ queryKey: ['admin', 'users'] }); setOpen(u); }} />}
      </Drawer>
    </PageFrame>
  );
}

export default withQuery(UserManagePage);
