import { useState } from 'react';
import { App, Button, Card, Input, List, Modal, Select, Space, Switch, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HEA_SUSPECT_APPR, type TSuspect, type TSuspectCandidate } from '@jikim/shared';
import { DataGrid, DateInput, Field, TextInput, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { resultsApi } from './api';
import { HEA_RESULT_NS } from './results.i18n';

const THIS_YEAR = new Date().getFullYear();
const todayYmd = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * 유소견자 관리 (/hea/suspectUser): automatic candidates from results judged C1, C2, D1, D2 or R; designation and release
 * are approvals (HEA_SUSPECT_DESIGNATE / HEA_SUSPECT_RELEASE) decided in the approval inbox; follow-up consultations.
 */
export default function SuspectPage() {
  const { t } = useT(HEA_RESULT_NS);
  const { editable } = usePageMeta();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [year, setYear] = useState<number>(0);
  const [withReleased, setWithReleased] = useState(false);
  const [reasonFor, setReasonFor] = useState<{ kind: 'designate'; row: TSuspectCandidate } | { kind: 'release'; row: TSuspect } | null>(null);
  const [reason, setReason] = useState('');
  const [consultOf, setConsultOf] = useState<TSuspect | null>(null);
  const candidates = useQuery({ queryKey: ['hea', 'suspectCandidates', year], enabled: editable, queryFn: () => resultsApi.candidates(year ? { year } : {}) });
  const suspects = useQuery({ queryKey: ['hea', 'suspects', withReleased], queryFn: () => resultsApi.suspects({ includeReleasedYn: withReleased ? 'Y' : 'N' }) });
  const reload = () => void qc.invalidateQueries({ queryKey: ['hea'] });

  const submitReason = async () => {
    if (!reasonFor) return;
    if (reasonFor.kind === 'designate') {
      const s = await resultsApi.createSuspect(reasonFor.row.heaCheckupResultNo, reason);
      await resultsApi.requestApproval(HEA_SUSPECT_APPR.designate, s.heaSuspectUserNo);
    } else {
      await resultsApi.releaseReason(reasonFor.row.heaSuspectUserNo, reason, reasonFor.row.version);
      await resultsApi.requestApproval(HEA_SUSPECT_APPR.release, reasonFor.row.heaSuspectUserNo);
    }
    setReasonFor(null);
    setReason('');
    reload();
    void message.success(t('suspect.requested'));
  };

  const diagTag = (d: unknown, nm: unknown) => <Tag color={['D1', 'D2'].includes(String(d)) ? 'red' : 'orange'} title={String(nm ?? '')}>{String(d)}</Tag>;
  const candCols: GridColumn[] = [
    { name: 'checkupYmd', text: t('col.checkupYmd'), width: 110, align: 'center' },
    { name: 'deptNm', text: t('col.deptNm'), width: 120, align: 'center' },
    { name: 'userNm', text: t('col.userNm'), width: 100, align: 'center' },
    { name: 'diagCd', text: t('col.diagCd'), width: 80, align: 'center', render: (r) => diagTag(r.diagCd, r.diagNm) },
    { name: 'diagNm', text: t('col.diagNm'), width: 170 },
    { name: 'workFitnessCd', text: t('col.workFitnessCd'), width: 100, align: 'center' },
    { name: 'abnormalItems', text: t('suspect.abnormalItems') },
    { name: 'action', text: '', width: 120, align: 'center', render: (r) => (editable ? (
      <Button size="small" type="primary" onClick={() => { setReason(''); setReasonFor({ kind: 'designate', row: r as unknown as TSuspectCandidate }); }}>{t('suspect.designate')}</Button>) : null) },
  ];
  const susCols: GridColumn[] = [
    { name: 'deptNm', text: t('col.deptNm'), width: 120, align: 'center' },
    { name: 'userNm', text: t('col.userNm'), width: 100, align: 'center' },
    { name: 'checkupYmd', text: t('col.checkupYmd'), width: 110, align: 'center' },
    { name: 'diagCd', text: t('col.diagCd'), width: 80, align: 'center', render: (r) => diagTag(r.diagCd, r.diagNm) },
    { name: 'statusCd', text: t('suspect.status'), width: 130, align: 'center', render: (r) => <Tag color={r.statusCd === 'DESIGNATED' ? 'red' : r.statusCd === 'RELEASED' ? 'green' : 'blue'}>{t(`status.${String(r.statusCd)}`)}</Tag> },
    { name: 'designateYmd', text: t('suspect.designateYmd'), width: 110, align: 'center' },
    { name: 'releaseYmd', text: t('suspect.releaseYmd'), width: 110, align: 'center' },
    { name: 'consultCnt', text: t('suspect.consultCnt'), width: 90, align: 'right' },
    { name: 'lastConsultYmd', text: t('suspect.lastConsult'), width: 120, align: 'center' },
    { name: 'action', text: '', width: 230, align: 'center', render: (r) => {
      const s = r as unknown as TSuspect;
      return (
        <Space size={4}>
          <Button size="small" onClick={() => setConsultOf(s)}>{t('suspect.consults')}</Button>
          {editable && s.statusCd === 'DESIGNATED' && <Button size="small" onClick={() => { setReason(''); setReasonFor({ kind: 'release', row: s }); }}>{t('suspect.release')}</Button>}
          {editable && s.statusCd === 'DRAFT' && (
            <>
              <Button size="small" type="primary" onClick={() => modal.confirm({ title: t('form.confirmTitle'), content: t('suspect.confirmDesignate'), onOk: async () => {
                await resultsApi.requestApproval(HEA_SUSPECT_APPR.designate, s.heaSuspectUserNo);
                reload();
                void message.success(t('suspect.requested'));
              } })}>{t('suspect.request')}</Button>
              <Button size="small" danger onClick={() => modal.confirm({ title: t('form.confirmTitle'), content: t('suspect.deleteConfirm'), onOk: async () => {
                await resultsApi.deleteSuspect(s.heaSuspectUserNo, s.version);
                reload();
                void message.success(t('suspect.deleted'));
              } })}>{t('suspect.delete')}</Button>
            </>
          )}
        </Space>
      );
    } },
  ];

  return (
    <div>
      {editable && (
        <DataGrid title={t('suspect.candidates')} columns={candCols} rows={(candidates.data ?? []) as unknown as GridRow[]} rowKey="heaCheckupResultNo" showRowNo
          loading={candidates.isFetching} paging="local"
          toolbar={<Select aria-label={t('list.year')} style={{ width: 120 }} value={year} onChange={setYear}
            options={[{ value: 0, label: t('list.all') }, ...Array.from({ length: 6 }, (_, i) => ({ value: THIS_YEAR - i, label: String(THIS_YEAR - i) }))]} />} />
      )}
      <DataGrid title={t('suspect.list')} columns={susCols} rows={(suspects.data ?? []) as unknown as GridRow[]} rowKey="heaSuspectUserNo" showRowNo loading={suspects.isFetching}
        paging="local" toolbar={<Space><span>{t('suspect.includeReleased')}</span><Switch aria-label={t('suspect.includeReleased')} checked={withReleased} onChange={setWithReleased} /></Space>} />
      <Modal open={!!reasonFor} title={reasonFor?.kind === 'release' ? t('suspect.release') : t('suspect.designate')} onCancel={() => setReasonFor(null)}
        okText={t('suspect.request')} okButtonProps={{ disabled: reasonFor?.kind === 'release' && !reason.trim() }} onOk={() => void submitReason()}>
        {reasonFor && (
          <div>
            <p>{reasonFor.row.userNm} ({reasonFor.row.userId}) · {reasonFor.row.diagCd} {reasonFor.row.diagNm ?? ''}</p>
            <TextInput label={reasonFor.kind === 'release' ? t('suspect.releaseReason') : t('suspect.reason')} required={reasonFor.kind === 'release'} textarea maxlength={1000}
              value={reason} onChange={setReason} />
          </div>
        )}
      </Modal>
      {consultOf && <ConsultModal suspect={consultOf} editable={editable} onClose={() => { setConsultOf(null); reload(); }} />}
    </div>
  );
}

function ConsultModal({ suspect, editable, onClose }: { suspect: TSuspect; editable: boolean; onClose: () => void }) {
  const { t } = useT(HEA_RESULT_NS);
  const { message } = App.useApp();
  const worker = useWorker();
  const list = useQuery({ queryKey: ['hea', 'consults', suspect.heaSuspectUserNo], queryFn: () => resultsApi.consults(suspect.heaSuspectUserNo) });
  const empty = { consultYmd: todayYmd(), consultantNm: worker?.workerNm ?? '', consultContent: '', nextAction: '', nextConsultYmd: null as string | null };
  const [draft, setDraft] = useState(empty);
  const canAdd = editable && suspect.statusCd !== 'RELEASED';
  return (
    <Modal open width={760} title={`${t('consult.title')} — ${suspect.userNm ?? suspect.userId} (${suspect.diagCd})`} onCancel={onClose} footer={null}>
      {canAdd && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Space wrap>
            <DateInput label={t('consult.date')} required value={draft.consultYmd} onChange={(v) => setDraft({ ...draft, consultYmd: v ?? '' })} />
            <Field label={t('consult.consultant')} required htmlFor="hea-consultant">
              <Input id="hea-consultant" value={draft.consultantNm} maxLength={100} onChange={(e) => setDraft({ ...draft, consultantNm: e.target.value })} />
            </Field>
            <DateInput label={t('consult.nextDate')} value={draft.nextConsultYmd} onChange={(v) => setDraft({ ...draft, nextConsultYmd: v ?? null })} />
          </Space>
          <TextInput label={t('consult.content')} required textarea maxlength={4000} value={draft.consultContent} onChange={(v) => setDraft({ ...draft, consultContent: v })} />
          <TextInput label={t('consult.nextAction')} maxlength={1000} value={draft.nextAction} onChange={(v) => setDraft({ ...draft, nextAction: v })} />
          <Button type="primary" onClick={async () => {
            await resultsApi.addConsult(suspect.heaSuspectUserNo, { ...draft, nextAction: draft.nextAction || null });
            setDraft(empty);
            void list.refetch();
            void message.success(t('consult.added'));
          }}>{t('consult.add')}</Button>
        </Card>
      )}
      <List loading={list.isFetching} locale={{ emptyText: t('consult.none') }} dataSource={list.data ?? []}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta title={`${c.consultYmd} · ${c.consultantNm}`} description={
              <div>
                <div style={{ whiteSpace: 'pre-wrap' }}>{c.consultContent}</div>
                {(c.nextAction || c.nextConsultYmd) && <div>{t('consult.nextAction')}: {c.nextAction ?? '-'} {c.nextConsultYmd ? `(${t('consult.nextDate')} ${c.nextConsultYmd})` : ''}</div>}
              </div>} />
          </List.Item>
        )} />
    </Modal>
  );
}
