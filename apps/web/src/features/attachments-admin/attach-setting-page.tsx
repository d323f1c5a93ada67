import { useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTING_DEFAULTS, UPLOAD_DEFAULTS, type TAttachSetting, type TAttachSettingInput, type TPage } from '@jikim/shared';
import { usePageMeta } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { saveBase64, uploadApi } from '@/components/upload';
import { NS } from './attachments-admin.i18n';
import { applySearch } from '@/lib/query-client';
import { LinkButton } from '@/components/a11y/link-button';

type Row = TAttachSetting & { registeredYn: 'Y' | 'N'; updateDt: string };
const FLAGS = ['dragDropYn', 'multipleSelYn', 'previewYn', 'pictureExplainYn', 'encryptYn', 'useYn'] as const;
type FormValues = Omit<TAttachSettingInput, (typeof FLAGS)[number]> & Record<(typeof FLAGS)[number], boolean>;

/** 첨부파일설정 (menu ADM_ATTACH): one setting per task class; read-only without writeYn */
export default function AttachSettingPage() {
  const { t } = useT(NS);
  const { editable } = usePageMeta();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [query, setQuery] = useState({ taskClassNm: '', useYn: '' as '' | 'Y' | 'N', page: 1, limit: 20 });
  const [edit, setEdit] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const list = useQuery({
    queryKey: ['attachsettings', query],
    queryFn: () => http.get<TPage<Row>>('/api/manage/attachsettings', { ...query, useYn: query.useYn || undefined, taskClassNm: query.taskClassNm || undefined }),
    placeholderData: keepPreviousData,
  });
  const classes = useQuery({ queryKey: ['attachsettings', 'taskclasses'], queryFn: () => http.get<{ taskClassNm: string; taskClassDesc: string }[]>('/api/manage/attachsettings/taskclasses') });
  const save = useMutation({
    mutationFn: (v: FormValues) => {
      const body = { ...v, ...Object.fromEntries(FLAGS.map((f) => [f, v[f] ? 'Y' : 'N'])) };
      return edit === 'new' ? http.post('/api/manage/attachsettings', body) : http.put(`/api/manage/attachsettings/${encodeURIComponent(v.taskClassNm)}`, { ...body, version: (edit as Row).version });
    },
    onSuccess: async () => {
      message.success(t('saved'));
      setEdit(null);
      await qc.invalidateQueries({ queryKey: ['attachsettings'] });
    },
  });
  const open = (row: Row | 'new') => {
    setEdit(row);
    const src = row === 'new'
      ? { taskClassNm: '', taskClassDesc: '', acceptExt: UPLOAD_DEFAULTS.acceptExt.join(','), limitCnt: SETTING_DEFAULTS.limitCnt, limitSize: SETTING_DEFAULTS.limitSize, dragDropYn: 'Y', multipleSelYn: 'N', previewYn: 'N', pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y' }
      : row;
    form.setFieldsValue({ ...src, taskClassDesc: src.taskClassDesc ?? '', ...Object.fromEntries(FLAGS.map((f) => [f, src[f] === 'Y'])) } as unknown as FormValues);
  };
  const remove = (row: Row) => modal.confirm({
    title: t('delete'), content: t('confirmDelete'),
    onOk: async () => {
      await http.delete(`/api/manage/attachsettings/${encodeURIComponent(row.taskClassNm)}`);
      message.success(t('deleted'));
      await qc.invalidateQueries({ queryKey: ['attachsettings'] });
    },
  });
  const yn = (v: string) => <Tag color={v === 'Y' ? 'blue' : undefined}>{v}</Tag>;

  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search allowClear placeholder={t('keyword')} aria-label={t('keyword')} onSearch={(v) => applySearch(() => setQuery((q) => ({ ...q, taskClassNm: v, page: 1 })))} style={{ width: 260 }} />
        <Select value={query.useYn} style={{ width: 120 }} aria-label={t('useYn')} onChange={(v) => setQuery((q) => ({ ...q, useYn: v, page: 1 }))}
          options={[{ value: '', label: t('all') }, { value: 'Y', label: 'Y' }, { value: 'N', label: 'N' }]} />
        {editable && <Button type="primary" onClick={() => open('new')}>{t('add')}</Button>}
        <Button onClick={async () => { const r = await uploadApi.excelTemplate('attachSetting'); saveBase64(r.fileNm, r.data); }}>{t('template')}</Button>
      </Space>
      <Table<Row>
        rowKey="taskClassNm" size="small" scroll={{ x: 1300 }} loading={list.isFetching} dataSource={list.data?.list ?? []}
        onRow={(r) => ({ onDoubleClick: () => open(r) })}
        pagination={{ current: query.page, pageSize: query.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: [20, 50, 100, 200, 300], showSizeChanger: true, onChange: (page, limit) => setQuery((q) => ({ ...q, page, limit })) }}
        columns={[
          { title: t('taskClassNm'), dataIndex: 'taskClassNm', width: 200, render: (v: string, r) => <LinkButton onClick={() => open(r)}>{v}</LinkButton> },
          { title: t('taskClassDesc'), dataIndex: 'taskClassDesc', ellipsis: true },
          { title: t('acceptExt'), dataIndex: 'acceptExt', ellipsis: true },
          { title: t('limitCnt'), dataIndex: 'limitCnt', align: 'right', width: 90 },
          { title: t('limitSize'), dataIndex: 'limitSize', align: 'right', width: 110 },
          ...FLAGS.map((f) => ({ title: t(f), dataIndex: f, width: 90, align: 'center' as const, render: yn })),
          { title: t('registeredYn'), dataIndex: 'registeredYn', width: 90, align: 'center', render: yn },
          ...(editable ? [{ title: '', key: 'x', width: 70, render: (_: unknown, r: Row) => <Button size="small" danger onClick={() => remove(r)}>{t('delete')}</Button> }] : []),
        ]}
      />
      <Modal open={edit !== null} title={t('title')} onCancel={() => setEdit(null)} okText={t('save')} cancelText={t('cancel')}
        okButtonProps={{ disabled: !editable, loading: save.isPending }} onOk={() => form.validateFields().then((v) => save.mutate(v))} destroyOnHidden>
        <Form form={form} layout="vertical" disabled={!editable}>
          <Form.Item name="taskClassNm" label={t('taskClassNm')} rules={[{ required: true, pattern: /^[A-Za-z0-9_]+$/ }]}>
            {edit === 'new'
              ? <Select showSearch options={(classes.data ?? []).map((c) => ({ value: c.taskClassNm, label: `${c.taskClassNm} — ${c.taskClassDesc}` }))} />
              : <Input disabled />}
          </Form.Item>
          <Form.Item name="taskClassDesc" label={t('taskClassDesc')}><Input maxLength={200} /></Form.Item>
          <Form.Item name="acceptExt" label={t('acceptExt')} extra={t('extHelp')} rules={[{ required: true }]}><Input maxLength={500} /></Form.Item>
          <Space>
            <Form.Item name="limitCnt" label={t('limitCnt')} rules={[{ required: true }]}><InputNumber min={1} max={999} /></Form.Item>
            <Form.Item name="limitSize" label={t('limitSize')} rules={[{ required: true }]}><InputNumber min={1} max={2000} /></Form.Item>
          </Space>
          <Space wrap>
            {FLAGS.map((f) => <Form.Item key={f} name={f} valuePropName="checked" noStyle><Checkbox>{t(f)}</Checkbox></Form.Item>)}
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
