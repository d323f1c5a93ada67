import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkResultResource, checkResultWorkflow, isBadAnswer, SAF_CHECK_TYPES, ymdIn } from '@jikim/shared';
import { usePageMeta, useWorker } from '@/app/page-context';
import { SignaturePad } from '@/components/media/signature-pad';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { useLocale, useT } from '@/lib/i18n';
import { PhoneApprovalStrip } from '@/lib/resource/resource-approval';
import { checkApi, checkKeys, type TCheckAnswer, type TCheckResult } from './check-api';
import { CheckItemCard } from './check-item-card';
import { SAF_CHECK_NS } from './checks.i18n';

const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };
const answered = (a: TCheckAnswer) => a.answerCd === 'NA' || (a.answerScaleCd === 'SCORE' ? a.score !== null : a.answerCd === 'GOOD' || a.answerCd === 'BAD');

/**
 * choose the check type (fixed by the menu's checkTypeCd value when it has one), optionally a facility (then only the
 * templates that apply to its type or a group above it), the template and the place; starts a draft
 */
function StartForm({ onStarted }: { onStarted: (checkNo: number) => void }) {
  const { t } = useT(SAF_CHECK_NS);
  const { lang } = useLocale();
  const worker = useWorker();
  const { params } = usePageMeta();
  const [type, setType] = useState<string>(params.checkTypeCd ?? 'DAILY');
  const [templateNo, setTemplateNo] = useState<number | null>(null);
  const [facilityNo, setFacilityNo] = useState<number | null>(null);
  const [place, setPlace] = useState('');
  const plantCd = worker?.plantCd ?? '';
  const tpls = useQuery({ queryKey: checkKeys.templates(plantCd, type, facilityNo), queryFn: () => checkApi.templates(plantCd, type, facilityNo), enabled: !!plantCd });
  const facilities = useQuery({ queryKey: checkKeys.facilities(plantCd), queryFn: () => checkApi.facilities(plantCd), enabled: !!plantCd });
  const pickFacility = (no: number | null) => {
    setFacilityNo(no);
    setTemplateNo(null);
    const f = facilities.data?.list.find((x) => x.facilityNo === no);
    if (f) setPlace([f.placeNm, f.facilityNm].filter(Boolean).join(' '));
  };
  const start = useMutation({
    mutationFn: async () => {
      const s = await checkApi.start(templateNo!, place.trim() || undefined);
      const today = ymdIn(new Date(), 'Asia/Seoul');
      return checkApi.create({
        plantCd, deptCd: worker!.deptCd, checkTypeCd: type, checkYmd: today, checkerUserId: worker!.userId, templateNo: templateNo!,
        checkTitle: `${s.templateNm} (${today})`, placeNm: place.trim() || null, answers: s.answers,
      }).then((r) => ({ r, copied: s.copiedFromCheckNo }));
    },
    onSuccess: ({ r, copied }) => {
      sessionStorage.setItem(`safCheckCopied:${r.checkNo}`, String(copied ?? ''));
      onStarted(r.checkNo);
    },
  });
  const typeLabel = (c: (typeof SAF_CHECK_TYPES)[number]) => c[lang];
  return (
    <Card size="small" title={t('m.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size={10}>
        <label>{t('m.type')}
          <Select style={{ width: '100%' }} size="large" value={type} disabled={!!params.checkTypeCd} aria-label={t('m.type')}
            onChange={(v) => { setType(v); setTemplateNo(null); }} options={SAF_CHECK_TYPES.map((c) => ({ value: c.code, label: typeLabel(c) }))} />
        </label>
        <label>{t('m.facility')}
          <Select style={{ width: '100%' }} size="large" value={facilityNo} aria-label={t('m.facility')} allowClear showSearch optionFilterProp="label"
            placeholder={t('m.facilityPh')} loading={facilities.isLoading} onChange={(v?: number | null) => pickFacility(v ?? null)} data-testid="check-facility"
            options={(facilities.data?.list ?? []).map((f) => ({ value: f.facilityNo, label: `${f.facilityNm} (${f.facilityCd})` }))} />
        </label>
        <label>{t('m.template')}
          <Select style={{ width: '100%' }} size="large" value={templateNo} aria-label={t('m.template')} loading={tpls.isLoading} onChange={setTemplateNo}
            notFoundContent={t('m.noTemplate')} options={(tpls.data?.list ?? []).map((x) => ({ value: x.templateNo, label: x.templateNm }))} />
        </label>
        <label>{t('m.place')}
          <Input size="large" value={place} maxLength={200} onChange={(e) => setPlace(e.target.value)} aria-label={t('m.place')} />
        </label>
        <Button type="primary" size="large" block disabled={!templateNo} loading={start.isPending} onClick={() => start.mutate()}>{t('m.start')}</Button>
      </Space>
    </Card>
  );
}

/** the items of a draft (or a completed check, read-only), the checker's signature, 임시저장 and 점검완료 */
function CheckForm({ rec, onNew }: { rec: TCheckResult; onNew: () => void }) {
  const { t } = useT(SAF_CHECK_NS);
  const { message } = App.useApp();
  const { editable: menuEditable } = usePageMeta();
  const qc = useQueryClient();
  const [answers, setAnswers] = useState<TCheckAnswer[]>(rec.answers);
  const [signature, setSignature] = useState<string | null>(rec.signature);
  const editable = rec.statusCd === 'DRAFT';
  const copied = sessionStorage.getItem(`safCheckCopied:${rec.checkNo}`);
  const save = async () => checkApi.update(rec.checkNo, { ...rec, answers, signature, version: rec.version });
  const saveM = useMutation({ mutationFn: save, onSuccess: (r) => { qc.setQueryData(checkKeys.one(rec.checkNo), r); void message.success(t('m.saved')); } });
  const completeM = useMutation({
    mutationFn: async () => {
      const saved = await save();
      return checkApi.transition(rec.checkNo, 'COMPLETE', saved.version);
    },
    onSuccess: async (r) => {
      void message.success(t('m.completed', { n: r.badCount ?? 0 }));
      // completion requested the 결재 (the workflow's hook): the record and its approval state reload
      await Promise.all([qc.invalidateQueries({ queryKey: checkKeys.one(rec.checkNo) }), qc.invalidateQueries({ queryKey: ['resource', checkResultResource.name] })]);
    },
  });
  const done = answers.filter(answered).length;
  const bad = answers.filter(isBadAnswer).length;
  return (
    <div>
      <Card size="small" style={{ marginBottom: 8 }}>
        <Space wrap size={6}>
          <WorkflowStatusTag wf={checkResultWorkflow} code={rec.statusCd} />
          <Typography.Text strong>{rec.checkTitle}</Typography.Text>
        </Space>
        <div><Typography.Text type="secondary">{rec.checkYmd} · {rec.placeNm ?? ''}</Typography.Text></div>
        <Space style={{ marginTop: 4 }}>
          <Tag>{t('m.progress', { done, total: answers.length })}</Tag>
          {bad > 0 && <Tag color="red">{t('m.badCount', { n: bad })}</Tag>}
        </Space>
      </Card>
      {/* 결재: the state after completion, 결재현황 with the recall (back to 작성중), a request where the record waits for one */}
      <PhoneApprovalStrip def={checkResultResource} record={rec} editable={menuEditable}
        onChanged={() => void qc.invalidateQueries({ queryKey: checkKeys.one(rec.checkNo) })} />
      {copied && editable && <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('m.copied', { no: copied })} />}
      {!editable && <Alert type="success" showIcon style={{ marginBottom: 8 }} message={t('m.readonly')} action={<Button size="small" onClick={onNew}>{t('m.new')}</Button>} />}
      {answers.map((a, i) => (
        <CheckItemCard key={a.answerNo ?? i} checkNo={rec.checkNo} rowNo={i + 1} a={a} editable={editable}
          onChange={(next) => setAnswers((xs) => xs.map((x, j) => (j === i ? next : x)))} />
      ))}
      <Card size="small" title={t('m.signature')} style={{ marginBottom: 8 }}>
        {signature && <div style={{ marginBottom: 6 }}><Tag color="green">{t('m.signed')}</Tag><img src={signature} alt={t('m.signature')} width={140} style={{ display: 'block', border: '1px solid #eee' }} /></div>}
        {editable && <SignaturePad width={320} height={140} onSave={setSignature} />}
      </Card>
      {editable && (
        <Space style={{ width: '100%' }} direction="vertical">
          <Button size="large" block loading={saveM.isPending} onClick={() => saveM.mutate()}>{t('m.save')}</Button>
          <Button type="primary" size="large" block loading={completeM.isPending} onClick={() => completeM.mutate()}>{t('m.complete')}</Button>
        </Space>
      )}
    </div>
  );
}

/**
 * /mobile/safetyCheck (menu SAF_CHK_MOBILE; a menu may fix the type with ?checkTypeCd=…): a check on the phone. Start
 * from a template (last time's answers copied), answer each item, photograph bad ones, sign, complete: every bad item
 * becomes an improvement action. `?key=<checkNo>` opens a check.
 */
export default function MobileCheckPage() {
  const [params, setParams] = useSearchParams();
  const key = params.get('key') ?? '';
  const checkNo = /^\d{1,10}$/.test(key) ? Number(key) : null;
  const open = (no: number | null) => setParams((p) => {
    const n = new URLSearchParams(p);
    if (no === null) n.delete('key');
    else n.set('key', String(no));
    return n;
  });
  const rec = useQuery({ queryKey: checkKeys.one(checkNo ?? 0), queryFn: () => checkApi.get(checkNo!), enabled: checkNo !== null });
  return (
    <div style={wrap} data-testid="saf-check-mobile">
      {checkNo === null ? <StartForm onStarted={open} /> : rec.isLoading ? <Spin /> : rec.data
        ? <CheckForm key={`${rec.data.checkNo}:${rec.data.version}`} rec={rec.data} onNew={() => open(null)} />
        : <Empty />}
    </div>
  );
}
