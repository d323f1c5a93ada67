import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Select, Space, Switch, Table, Tag } from 'antd';
import { APPR_RESOLVE_TYPES, APPR_TEMPLATE_KINDS } from '@jikim/shared';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { apprApi, lookupApi, type TLineSlot, type TLineTemplate } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { useTypeName } from '../components/appr-labels';
import { UserSelect } from '../components/user-select';
import { apprQueryClient, withApprQuery } from '../query';

type SlotForm = Omit<TLineSlot, 'slotNo'>;
type LineForm = { plantCd: string; apprTypeCd: string; apprLineNm: string; addableYn: boolean; useYn: boolean; slots: SlotForm[] };
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

/** 결재선 설정: one template per plant and document type, ordered slots filled by a user or a duty */
function ApprLinePage() {
  const { t } = useT(APPR_NS);
  const { message } = App.useApp();
  const meta = usePageMeta();
  const worker = useWorker();
  const typeName = useTypeName();
  const [sel, setSel] = useState<TLineTemplate | 'new' | null>(null);
  const [form] = Form.useForm<LineForm>();
  const lines = useQuery({ queryKey: ['appr', 'lines'], queryFn: apprApi.lines });
  const types = useQuery({ queryKey: ['appr', 'types'], queryFn: apprApi.types, staleTime: 60_000 });
  const plants = useQuery({ queryKey: ['appr', 'plants'], queryFn: lookupApi.plants, staleTime: 60_000 });
  const duties = useQuery({ queryKey: ['appr', 'duties'], queryFn: lookupApi.duties, staleTime: 60_000 });
  const plantCd = Form.useWatch('plantCd', form);
  const depts = useQuery({ queryKey: ['appr', 'depts', plantCd], queryFn: () => lookupApi.depts(plantCd), enabled: !!plantCd });

  useEffect(() => {
    if (sel === 'new') form.setFieldsValue({ plantCd: worker?.plantCd ?? undefined, apprTypeCd: undefined, apprLineNm: '', addableYn: true, useYn: true, slots: [{ slotKind: 'APPROVE', resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03', userId: null, deptCd: null, requiredYn: 'Y', changeableYn: 'N' }] });
    else if (sel) form.setFieldsValue({ ...sel, addableYn: sel.addableYn === 'Y', useYn: sel.useYn === 'Y', slots: sel.slots });
  }, [sel, form, worker]);

  const save = async (v: LineForm) => {
    const body = {
      plantCd: v.plantCd, apprTypeCd: v.apprTypeCd, apprLineNm: v.apprLineNm, addableYn: yn(v.addableYn), useYn: yn(v.useYn),
      slots: v.slots.map((s) => ({ ...s, requiredYn: s.requiredYn ?? 'Y', changeableYn: s.changeableYn ?? 'N' })),
    };
    const saved = sel === 'new' ? await apprApi.createLine(body) : await apprApi.updateLine((sel as TLineTemplate).apprLineNo, { ...body, version: (sel as TLineTemplate).version });
    void message.success(t('line.saved'));
    await apprQueryClient.invalidateQueries({ queryKey: ['appr', 'lines'] });
    setSel(saved);
  };
  const editable = meta.editable;
  const plantNm = (cd: string) => plants.data?.find((p) => p.plantCd === cd)?.plantNm ?? cd;

  return (
    <Row gutter={12}>
      <Col xs={24} xl={9}>
        <Card title={meta.title || t('line.title')} styles={{ body: { padding: 12 } }} extra={editable && <Button onClick={() => setSel('new')}>{t('line.new')}</Button>}>
          <Table<TLineTemplate>
            rowKey="apprLineNo" size="small" loading={lines.isFetching} dataSource={lines.data ?? []} pagination={false}
            onRow={(r) => ({ onClick: () => setSel(r), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('line.plant'), dataIndex: 'plantCd', render: plantNm },
              { title: t('line.type'), dataIndex: 'apprTypeCd', render: (v: string) => typeName(v, types.data?.find((x) => x.apprTypeCd === v)?.titleKo ?? v) },
              { title: t('line.name'), dataIndex: 'apprLineNm' },
              { title: t('line.use'), dataIndex: 'useYn', width: 60, render: (v: string) => <Tag>{v}</Tag> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={15}>
        <Card size="small" title={sel === 'new' ? t('line.new') : sel ? sel.apprLineNm : t('line.title')}>
          {!sel ? t('line.empty') : (
            <Form form={form} layout="vertical" disabled={!editable} onFinish={save}>
              <Row gutter={8}>
                <Col span={8}><Form.Item name="plantCd" label={t('line.plant')} rules={[{ required: true }]}><Select options={(plants.data ?? []).map((p) => ({ value: p.plantCd, label: p.plantNm }))} /></Form.Item></Col>
                <Col span={8}><Form.Item name="apprTypeCd" label={t('line.type')} rules={[{ required: true }]}><Select options={(types.data ?? []).map((x) => ({ value: x.apprTypeCd, label: typeName(x.apprTypeCd, x.titleKo) }))} /></Form.Item></Col>
                <Col span={8}><Form.Item name="apprLineNm" label={t('line.name')} rules={[{ required: true, whitespace: true, max: 200 }]}><Input maxLength={200} /></Form.Item></Col>
              </Row>
              <Space size="large">
                <Form.Item name="addableYn" label={t('line.addable')} valuePropName="checked"><Switch /></Form.Item>
                <Form.Item name="useYn" label={t('line.use')} valuePropName="checked"><Switch /></Form.Item>
              </Space>
              <Form.List name="slots">
                {(fields, { add, remove, move }) => (
                  <>
                    {fields.map((f, i) => (
                      <Card key={f.key} size="small" style={{ marginBottom: 6 }} title={`${i + 1}`}
                        extra={<Space><Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>↑</Button><Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>↓</Button><Button size="small" danger onClick={() => remove(f.name)}>✕</Button></Space>}>
                        <Row gutter={8}>
                          <Col span={6}><Form.Item name={[f.name, 'slotKind']} label={t('line.kind')} rules={[{ required: true }]}><Select options={APPR_TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} /></Form.Item></Col>
                          <Col span={8}><Form.Item name={[f.name, 'resolveType']} label={t('line.resolve')} rules={[{ required: true }]}><Select options={APPR_RESOLVE_TYPES.map((k) => ({ value: k, label: t(`resolve.${k}`) }))} /></Form.Item></Col>
                          <Form.Item noStyle shouldUpdate>
                            {() => {
                              const rt = form.getFieldValue(['slots', f.name, 'resolveType']) as string;
                              return rt === 'USER' ? (
                                <Col span={10}><Form.Item name={[f.name, 'userId']} label={t('line.user')} rules={[{ required: true }]}><UserSelect /></Form.Item></Col>
                              ) : (
                                <>
                                  <Col span={5}><Form.Item name={[f.name, 'dutyCd']} label={t('line.duty')} rules={[{ required: true }]}><Select options={(duties.data ?? []).map((d) => ({ value: d.dutyCd, label: d.dutyNm }))} /></Form.Item></Col>
                                  {rt === 'DEPT_DUTY' && <Col span={5}><Form.Item name={[f.name, 'deptCd']} label={t('line.dept')} rules={[{ required: true }]}><Select showSearch={{ optionFilterProp: 'label' }} options={(depts.data ?? []).map((d) => ({ value: d.deptCd, label: d.deptNm }))} /></Form.Item></Col>}
                                </>
                              );
                            }}
                          </Form.Item>
                        </Row>
                        <Space size="large">
                          <Form.Item name={[f.name, 'requiredYn']} label={t('line.required')} getValueProps={(v) => ({ checked: v !== 'N' })} getValueFromEvent={(c: boolean) => yn(c)}><Switch size="small" /></Form.Item>
                          <Form.Item name={[f.name, 'changeableYn']} label={t('line.changeable')} getValueProps={(v) => ({ checked: v === 'Y' })} getValueFromEvent={(c: boolean) => yn(c)}><Switch size="small" /></Form.Item>
                        </Space>
                      </Card>
                    ))}
                    {editable && <Button onClick={() => add({ slotKind: 'APPROVE', resolveType: 'USER', requiredYn: 'Y', changeableYn: 'N' })}>{t('line.addSlot')}</Button>}
                  </>
                )}
              </Form.List>
              {editable && (
                <Space style={{ marginTop: 12 }}>
                  <Button type="primary" htmlType="submit">{t('line.save')}</Button>
                  {sel !== 'new' && (
                    <Popconfirm title={t('line.confirmDelete')} onConfirm={async () => { await apprApi.deleteLine(sel.apprLineNo, sel.version); setSel(null); void message.success(t('line.deleted')); await apprQueryClient.invalidateQueries({ queryKey: ['appr', 'lines'] }); }}>
                      <Button danger>{t('line.delete')}</Button>
                    </Popconfirm>
                  )}
                </Space>
              )}
            </Form>
          )}
        </Card>
      </Col>
    </Row>
  );
}

export default withApprQuery(ApprLinePage);
