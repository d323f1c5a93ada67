import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, DatePicker, Input, Modal, Space, Spin, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { tbmWorkflow, ymdIn } from '@jikim/shared';
import { useWorker } from '@/app/page-context';
import { SignaturePad } from '@/components/media/signature-pad';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_TBM_NS } from './tbm.i18n';

type TAttendee = { attendeeNo?: number; attendeeTypeCd: 'EMP' | 'VENDOR'; attendeeNm: string; orgNm: string | null; healthOkYn: string | null; signature: string | null };
type TFollowUp = { followUpNo?: number; content: string; assigneeUserId: string | null; dueYmd: string | null; actionNo?: number | null };
type TTbm = {
  tbmNo?: number; version?: number; statusCd?: string; plantCd: string; deptCd: string; leaderUserId: string; tbmYmd: string; tbmTime: string; workNm: string; placeNm: string;
  hazards: string | null; controls: string | null; ppeCheckedYn: string; healthCheckedYn: string; attendees: TAttendee[]; followUps: TFollowUp[];
} & Record<string, unknown>;

const URL = '/api/saf/tbm';
const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };
const big = { minHeight: 44 };

function blank(w: { plantCd: string | null; deptCd: string | null; userId: string; workerNm: string; deptNm: string | null }): TTbm {
  const now = new Date(Date.now() + 9 * 3_600_000);
  return {
    plantCd: w.plantCd ?? '', deptCd: w.deptCd ?? '', leaderUserId: w.userId, tbmYmd: ymdIn(new Date(), 'Asia/Seoul'), tbmTime: now.toISOString().slice(11, 16),
    workNm: '', placeNm: '', hazards: '', controls: '', ppeCheckedYn: 'N', healthCheckedYn: 'N',
    attendees: [{ attendeeTypeCd: 'EMP', attendeeNm: w.workerNm, orgNm: w.deptNm, healthOkYn: 'Y', signature: null }], followUps: [],
  };
}

/** the TBM form on the phone: the work, hazards and controls, PPE and health checks, attendees signing one by one, follow-ups */
function TbmForm({ initial, onSaved }: { initial: TTbm; onSaved: (tbmNo: number) => void }) {
  const { t } = useT(SAF_TBM_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [v, setV] = useState<TTbm>(initial);
  const [signing, setSigning] = useState<number | null>(null);
  const editable = !v.statusCd || v.statusCd === 'DRAFT';
  const set = (patch: Partial<TTbm>) => setV((x) => ({ ...x, ...patch }));
  const setAtt = (i: number, patch: Partial<TAttendee>) => set({ attendees: v.attendees.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const setFu = (i: number, patch: Partial<TFollowUp>) => set({ followUps: v.followUps.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const save = () => (v.tbmNo ? http.put<TTbm>(`${URL}/${v.tbmNo}`, v) : http.post<TTbm>(URL, v));
  const saveM = useMutation({ mutationFn: save, onSuccess: (r) => { void message.success(t('saved')); qc.setQueryData(['safTbm', r.tbmNo], r); onSaved(r.tbmNo!); setV(r); } });
  const doneM = useMutation({
    mutationFn: async () => {
      const r = await save();
      return http.post<TTbm>(`${URL}/${r.tbmNo}/transition`, { action: 'DONE', version: r.version });
    },
    onSuccess: async (r) => { void message.success(t('finished')); onSaved(r.tbmNo!); await qc.invalidateQueries({ queryKey: ['safTbm', r.tbmNo] }); },
  });
  const signedN = v.attendees.filter((a) => a.signature).length;
  return (
    <div>
      <Card size="small" title={<Space>{t('title')}{v.statusCd && <WorkflowStatusTag wf={tbmWorkflow} code={v.statusCd} />}</Space>} style={{ marginBottom: 8 }}>
        {!editable && <Alert type="success" showIcon message={t('doneAlready')} style={{ marginBottom: 8 }} />}
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space.Compact style={{ width: '100%' }}>
            <DatePicker size="large" disabled={!editable} value={dayjs(v.tbmYmd)} allowClear={false} onChange={(d) => d && set({ tbmYmd: d.format('YYYY-MM-DD') })} style={{ width: '60%' }} />
            <Input size="large" disabled={!editable} value={v.tbmTime} maxLength={5} aria-label={t('time')} onChange={(e) => set({ tbmTime: e.target.value })} style={{ width: '40%' }} />
          </Space.Compact>
          <Input size="large" disabled={!editable} placeholder={t('work')} aria-label={t('work')} value={v.workNm} maxLength={200} onChange={(e) => set({ workNm: e.target.value })} />
          <Input size="large" disabled={!editable} placeholder={t('place')} aria-label={t('place')} value={v.placeNm} maxLength={200} onChange={(e) => set({ placeNm: e.target.value })} />
          <Input.TextArea disabled={!editable} rows={2} placeholder={t('hazards')} aria-label={t('hazards')} value={v.hazards ?? ''} maxLength={2000} onChange={(e) => set({ hazards: e.target.value })} />
          <Input.TextArea disabled={!editable} rows={2} placeholder={t('controls')} aria-label={t('controls')} value={v.controls ?? ''} maxLength={2000} onChange={(e) => set({ controls: e.target.value })} />
          <Space><Switch disabled={!editable} checked={v.ppeCheckedYn === 'Y'} aria-label={t('ppe')} onChange={(c) => set({ ppeCheckedYn: c ? 'Y' : 'N' })} />{t('ppe')}</Space>
          <Space><Switch disabled={!editable} checked={v.healthCheckedYn === 'Y'} aria-label={t('health')} onChange={(c) => set({ healthCheckedYn: c ? 'Y' : 'N' })} />{t('health')}</Space>
        </Space>
      </Card>
      <Card size="small" title={<Space>{t('attendees')}<Tag color={signedN === v.attendees.length ? 'green' : 'orange'}>{t('signedCount', { n: signedN, total: v.attendees.length })}</Tag></Space>} style={{ marginBottom: 8 }}>
        {v.attendees.map((a, i) => (
          <div key={a.attendeeNo ?? `n${i}`} data-testid={`tbm-attendee-${i + 1}`} style={{ borderBottom: '1px solid #f0f0f0', padding: '6px 0' }}>
            <Space wrap style={{ width: '100%' }}>
              <Tag color={a.attendeeTypeCd === 'VENDOR' ? 'purple' : 'blue'}>{t(a.attendeeTypeCd === 'VENDOR' ? 'vendor' : 'emp')}</Tag>
              <Input disabled={!editable} placeholder={t('name')} aria-label={`${t('name')} ${i + 1}`} value={a.attendeeNm} maxLength={100} style={{ width: 110 }} onChange={(e) => setAtt(i, { attendeeNm: e.target.value })} />
              <Input disabled={!editable} placeholder={t('org')} aria-label={`${t('org')} ${i + 1}`} value={a.orgNm ?? ''} maxLength={200} style={{ width: 150 }} onChange={(e) => setAtt(i, { orgNm: e.target.value })} />
            </Space>
            <Space style={{ marginTop: 6 }}>
              {a.signature ? <img src={a.signature} alt={t('signOf', { name: a.attendeeNm })} height={36} style={{ border: '1px solid #eee' }} /> : null}
              {editable && <Button style={big} icon={<EditOutlined />} onClick={() => setSigning(i)} disabled={!a.attendeeNm.trim()}>{a.signature ? t('signed') : t('sign')}</Button>}
              {editable && v.attendees.length > 1 && <Button style={big} danger icon={<DeleteOutlined />} aria-label={`${t('remove')} ${i + 1}`} onClick={() => set({ attendees: v.attendees.filter((_, j) => j !== i) })} />}
            </Space>
          </div>
        ))}
        {editable && (
          <Space style={{ marginTop: 8 }} wrap>
            <Button icon={<PlusOutlined />} style={big} onClick={() => set({ attendees: [...v.attendees, { attendeeTypeCd: 'EMP', attendeeNm: '', orgNm: null, healthOkYn: 'Y', signature: null }] })}>{t('addEmp')}</Button>
            <Button icon={<PlusOutlined />} style={big} onClick={() => set({ attendees: [...v.attendees, { attendeeTypeCd: 'VENDOR', attendeeNm: '', orgNm: null, healthOkYn: 'Y', signature: null }] })}>{t('addVendor')}</Button>
          </Space>
        )}
      </Card>
      <Card size="small" title={t('followUps')} style={{ marginBottom: 8 }}>
        {v.followUps.map((f, i) => (
          <Space key={f.followUpNo ?? `f${i}`} wrap style={{ marginBottom: 6 }}>
            <Input disabled={!editable} placeholder={t('content')} aria-label={`${t('content')} ${i + 1}`} value={f.content} maxLength={300} style={{ width: 200 }} onChange={(e) => setFu(i, { content: e.target.value })} />
            <DatePicker disabled={!editable} placeholder={t('due')} value={f.dueYmd ? dayjs(f.dueYmd) : null} onChange={(d) => setFu(i, { dueYmd: d ? d.format('YYYY-MM-DD') : null, assigneeUserId: d ? v.leaderUserId : null })} />
            {f.actionNo ? <Tag color="orange">#{f.actionNo}</Tag> : null}
          </Space>
        ))}
        {editable && <Button icon={<PlusOutlined />} style={big} onClick={() => set({ followUps: [...v.followUps, { content: '', assigneeUserId: null, dueYmd: null }] })}>{t('addFollowUp')}</Button>}
      </Card>
      {editable && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button size="large" block loading={saveM.isPending} onClick={() => saveM.mutate()}>{t('save')}</Button>
          <Button size="large" block type="primary" loading={doneM.isPending} onClick={() => doneM.mutate()}>{t('done')}</Button>
        </Space>
      )}
      <Modal open={signing !== null} title={signing !== null ? t('signOf', { name: v.attendees[signing]?.attendeeNm ?? '' }) : ''} footer={null} onCancel={() => setSigning(null)} destroyOnHidden width={360}>
        <SignaturePad width={300} height={150} onSave={(png) => { if (signing !== null) setAtt(signing, { signature: png }); setSigning(null); }} />
      </Modal>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>{v.tbmNo ? `TBM-${v.tbmNo}` : ''}</Typography.Text>
    </div>
  );
}

/** /mobile/tbm (menu SAF_TBM_MOBILE): the leader's phone page; `?key=<tbmNo>` opens a saved TBM */
export default function MobileTbmPage() {
  const worker = useWorker();
  const [params, setParams] = useSearchParams();
  const key = params.get('key') ?? '';
  const tbmNo = /^\d{1,10}$/.test(key) ? Number(key) : null;
  const q = useQuery({ queryKey: ['safTbm', tbmNo], queryFn: () => http.get<TTbm>(`${URL}/${tbmNo}`), enabled: tbmNo !== null });
  const open = (no: number) => setParams((p) => { const n = new URLSearchParams(p); n.set('key', String(no)); return n; });
  if (!worker) return <Spin />;
  return (
    <div style={wrap} data-testid="saf-tbm-mobile">
      {tbmNo === null ? <TbmForm initial={blank(worker)} onSaved={open} /> : q.isLoading || !q.data ? <Spin /> : <TbmForm key={`${q.data.tbmNo}:${q.data.version}`} initial={q.data} onSaved={open} />}
    </div>
  );
}
