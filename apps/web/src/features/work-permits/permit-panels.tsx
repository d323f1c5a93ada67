import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Image, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TResourceRow } from '@jikim/shared';
import { permitResource, permitWorkflow } from '@jikim/shared/src/work-permits/permit.resource';
import { PSM_EQUIP_PICK } from '@jikim/shared/src/psm/psm.const';
import { SAF_WKOD_API, type TWkodConflict, type TWkodLoto, type TWkodPanels } from '@jikim/shared/src/work-permits/wkod.const';
import { CodeSelect, CodeText } from '@/components';
import { plantDateTime } from '@/components/grid/plant-time';
import { SignaturePad } from '@/components/media/signature-pad';
import { RecordPickSelect } from '@/components/pickers/record-pick';
import { SeparatedActionButton, separatedActionsOf, useSeparationReason } from '@/components/workflow/separated-action';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { tokens } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useLocale, useT } from '@/lib/i18n';
import { GasReadings } from './gas-form';
import { MapImage, PIN } from './map-image';
import { SAF_WKOD_NS } from './wkod.i18n';

const P = SAF_WKOD_API.permits;
const panelsKey = (no: number) => ['safWkod', 'panels', no] as const;
type TErr = { response?: { data?: { returnCode?: string; message?: string; conflicts?: TWkodConflict[] } } };

/** 허가 with the SIMOPS check: a conflict lists the permits; the safety team may override with a written reason */
function IssueCard({ record, onDone }: { record: TResourceRow; onDone: () => Promise<void> }) {
  const { t } = useT(SAF_WKOD_NS);
  const { message } = App.useApp();
  const [conflicts, setConflicts] = useState<TWkodConflict[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: (overrideReason: string | null) =>
      http.post(`${P}/${String(record.permitNo)}/issue`, { version: record.version, overrideReason, signature }, { skipErrorHandler: true }),
    onSuccess: async () => {
      setConflicts(null);
      setRefusal(null);
      await onDone();
    },
    onError: (e: TErr) => {
      const d = e.response?.data;
      if (d?.returnCode === 'SIMOPS_CONFLICT') setConflicts(d.conflicts ?? []);
      setRefusal(d?.message ?? null);
      void message.error(d?.message ?? 'error');
    },
  });
  return (
    <Card size="small" title={t('issue')} data-testid="wkod-issue" style={{ marginTop: 12 }}>
      <Typography.Paragraph type="secondary">{t('signHint')}</Typography.Paragraph>
      <SignaturePad width={320} height={120} onSave={setSignature} />
      <Space wrap style={{ marginTop: 8 }}>
        <Button type="primary" loading={issue.isPending && issue.variables === null} onClick={() => issue.mutate(null)} data-testid="wkod-issue-btn">
          {t('issue')}
        </Button>
      </Space>
      {refusal && <Alert style={{ marginTop: 8 }} type="error" showIcon title={refusal} data-testid="wkod-issue-refusal" />}
      {conflicts && conflicts.length > 0 && (
        <div style={{ marginTop: 8 }} data-testid="wkod-conflicts">
          <Typography.Text strong>{t('conflicts')}</Typography.Text>
          <Table<TWkodConflict> size="small" rowKey="permitNo" pagination={false} dataSource={conflicts}
            columns={[
              { title: 'No.', dataIndex: 'permitNo', width: 80 },
              { title: t('area'), dataIndex: 'areaCd', width: 140, render: (c: string) => <CodeText codeGroupCd="SAF_WKOD_AREA" code={c} /> },
              { title: t('start'), dataIndex: 'startDt', render: (x: string) => plantDateTime(x) },
              { title: t('end'), dataIndex: 'endDt', render: (x: string) => plantDateTime(x) },
              { title: t('status'), dataIndex: 'statusCd', width: 110, render: (c: string) => <WorkflowStatusTag wf={permitWorkflow} code={c} /> },
            ]} />
          <Space wrap style={{ marginTop: 8 }}>
            <Input.TextArea style={{ width: 360 }} rows={2} maxLength={1000} aria-label={t('overrideReason')} placeholder={t('overrideReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button danger disabled={!reason.trim()} loading={issue.isPending && issue.variables !== null} onClick={() => issue.mutate(reason.trim())} data-testid="wkod-override-btn">
              {t('issueOverride')}
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}

type LotoDraft = { equipNo: number | null; equipmentNm: string; energyTypeCd: string | null; isolationMethod: string; lockNo: string; tagNo: string };
const EMPTY_LOTO: LotoDraft = { equipNo: null, equipmentNm: '', energyTypeCd: null, isolationMethod: '', lockNo: '', tagNo: '' };

/**
 * 잠금·표지 (LOTO): the points of the permit, each isolated → verified at zero energy → released by a named person. A point's
 * equipment is picked from the plant's PSM equipment register (its tag and name fill the name, issue 28) or typed (a
 * breaker or a valve not in the register); a contractor, who does not read the register, types it.
 */
function LotoCard({ permitNo, plantCd, loto, status, onChanged }: { permitNo: number; plantCd: string; loto: TWkodLoto[]; status: string; onChanged: () => Promise<void> }) {
  const { t } = useT(SAF_WKOD_NS);
  const [row, setRow] = useState<LotoDraft>(EMPTY_LOTO);
  const add = useMutation({
    mutationFn: () => http.post(`${P}/${permitNo}/loto`, row),
    onSuccess: async () => {
      setRow(EMPTY_LOTO);
      await onChanged();
    },
  });
  const act = useMutation({
    mutationFn: (a: { l: TWkodLoto; step: string; zero?: 'Y' | 'N' }) => http.post(`${P}/${permitNo}/loto/${a.l.lotoNo}/${a.step}`, { version: a.l.version, zeroEnergyYn: a.zero ?? null }),
    onSuccess: onChanged,
  });
  const before = ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED'].includes(status);
  const stamp = (nm: string | null | undefined, id: string | null, d: string | null) => (d ? `${nm ?? id ?? ''} ${plantDateTime(d)}` : '');
  return (
    <Card size="small" title={t('loto')} data-testid="wkod-loto" style={{ marginTop: 12 }}>
      <Table<TWkodLoto> size="small" className="jk-grid" rowKey="lotoNo" pagination={false} dataSource={loto} scroll={{ x: 1100 }}
        columns={[
          { title: t('equipment'), dataIndex: 'equipmentNm', width: 220, render: (nm: string, l) => (l.equipTagNo && !nm.startsWith(l.equipTagNo) ? <>{nm} <Tag>{l.equipTagNo}</Tag></> : nm) },
          { title: t('energy'), dataIndex: 'energyTypeCd', width: 100, render: (c: string) => <CodeText codeGroupCd="SAF_WKOD_ENERGY" code={c} /> },
          { title: t('lockNo'), dataIndex: 'lockNo', width: 90 },
          { title: t('tagNo'), dataIndex: 'tagNo', width: 90 },
          { title: t('isolated'), width: 170, render: (_, l) => stamp(l.isolatedUserNm, l.isolatedUserId, l.isolatedDt) },
          { title: t('verified'), width: 190, render: (_, l) => (l.verifiedDt ? <>{l.zeroEnergyYn === 'Y' ? <Tag color="green">0</Tag> : <Tag color="red">!</Tag>}{stamp(l.verifiedUserNm, l.verifiedUserId, l.verifiedDt)}</> : '') },
          { title: t('released'), width: 170, render: (_, l) => stamp(l.releasedUserNm, l.releasedUserId, l.releasedDt) },
          {
            title: '', width: 240, render: (_, l) => (
              <Space size={4} wrap>
                {!l.releasedDt && <Button size="small" onClick={() => act.mutate({ l, step: 'isolate' })}>{t('isolate')}</Button>}
                {l.isolatedDt && !l.releasedDt && <Button size="small" onClick={() => act.mutate({ l, step: 'verify', zero: 'Y' })}>{t('verifyZero')}</Button>}
                {l.isolatedDt && !l.releasedDt && !before && <Button size="small" onClick={() => act.mutate({ l, step: 'release' })}>{t('release')}</Button>}
                {before && <Popconfirm title={t('remove')} onConfirm={() => act.mutate({ l, step: 'remove' })}><Button size="small" danger>{t('remove')}</Button></Popconfirm>}
              </Space>
            ),
          },
        ]} />
      {before && (
        <Space wrap align="end" style={{ marginTop: 8 }}>
          {tokens.userType() === 'U' && (
            <div style={{ width: 240 }}>
              <RecordPickSelect label={t('equipTag')} name="lotoEquipNo" pick={PSM_EQUIP_PICK} plantCd={plantCd} value={row.equipNo}
                onChange={(v, picked) => setRow({ ...row, equipNo: v === null ? null : Number(v), equipmentNm: picked ? `${String(picked.tagNo)} ${String(picked.equipNm ?? '')}`.trim() : row.equipmentNm })} />
            </div>
          )}
          <Input style={{ width: 200 }} placeholder={t('equipment')} aria-label={t('equipment')} value={row.equipmentNm} onChange={(e) => setRow({ ...row, equipmentNm: e.target.value })} />
          <div style={{ width: 150 }}><CodeSelect label={t('energy')} codeGroupCd="SAF_WKOD_ENERGY" value={row.energyTypeCd} onChange={(v) => setRow({ ...row, energyTypeCd: v })} /></div>
          <Input style={{ width: 160 }} placeholder={t('method')} aria-label={t('method')} value={row.isolationMethod} onChange={(e) => setRow({ ...row, isolationMethod: e.target.value })} />
          <Input style={{ width: 100 }} placeholder={t('lockNo')} aria-label={t('lockNo')} value={row.lockNo} onChange={(e) => setRow({ ...row, lockNo: e.target.value })} />
          <Input style={{ width: 100 }} placeholder={t('tagNo')} aria-label={t('tagNo')} value={row.tagNo} onChange={(e) => setRow({ ...row, tagNo: e.target.value })} />
          <Button disabled={(!row.equipmentNm.trim() && !row.equipNo) || !row.energyTypeCd} loading={add.isPending} onClick={() => add.mutate()}>{t('addLoto')}</Button>
        </Space>
      )}
    </Card>
  );
}

function ExtendCard({ record, onDone }: { record: TResourceRow; onDone: () => Promise<void> }) {
  const { t } = useT(SAF_WKOD_NS);
  const [endYmd, setYmd] = useState<string>(String(record.workYmd));
  const [endTm, setTm] = useState('');
  const [reason, setReason] = useState('');
  const ext = useMutation({
    mutationFn: () => http.post(`${P}/${String(record.permitNo)}/extend`, { version: record.version, endYmd, endTm, reason }),
    onSuccess: onDone,
  });
  return (
    <Space wrap align="end" data-testid="wkod-extend">
      <Typography.Text strong>{t('extend')}</Typography.Text>
      <DatePicker aria-label={t('endYmd')} value={dayjs(endYmd)} onChange={(d) => d && setYmd(d.format('YYYY-MM-DD'))} allowClear={false} />
      <Input style={{ width: 90 }} aria-label={t('endTm')} placeholder="HH:MM" value={endTm} maxLength={5} onChange={(e) => setTm(e.target.value)} />
      <Input style={{ width: 220 }} aria-label={t('reason')} placeholder={t('reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <Button disabled={!/^\d{2}:\d{2}$/.test(endTm) || !reason.trim()} loading={ext.isPending} onClick={() => ext.mutate()}>{t('doExtend')}</Button>
    </Space>
  );
}

/** 신청 (requester) and 감독부서 승인 (supervisor) with the signer's signature (the step endpoints store it) */
function SignedStepCard({ record, action, onDone }: { record: TResourceRow; action: 'REQUEST' | 'APPROVE'; onDone: () => Promise<void> }) {
  const { t } = useT(SAF_WKOD_NS);
  const { lang } = useLocale();
  const [signature, setSignature] = useState<string | null>(null);
  const tr = permitWorkflow.transitions.find((x) => x.action === action)!;
  const go = useMutation({
    mutationFn: () => http.post(`${P}/${String(record.permitNo)}/${tr.endpoint!}`, { version: record.version, signature }),
    onSuccess: onDone,
  });
  return (
    <Card size="small" title={`${t('sign')} · ${tr.label[lang]}`} data-testid={`wkod-sign-${action}`} style={{ marginTop: 12 }}>
      <SignaturePad width={320} height={120} onSave={setSignature} />
      <Button type="primary" style={{ marginTop: 8 }} disabled={!signature} loading={go.isPending} onClick={() => go.mutate()}>{t('signAnd', { action: tr.label[lang] })}</Button>
    </Card>
  );
}

/**
 * A signed step segregation of duties refuses the caller (they requested, approved or will issue the same permit): its
 * card stays, with the step disabled and the reason, instead of a signature pad the server would refuse.
 */
function SeparatedStepCard({ record, action }: { record: TResourceRow; action: 'REQUEST' | 'APPROVE' | 'ISSUE' }) {
  const { lang } = useLocale();
  const reasonOf = useSeparationReason(permitResource);
  const s = separatedActionsOf(record).find((x) => x.action === action);
  if (!s) return null;
  const label = permitWorkflow.transitions.find((x) => x.action === action)!.label[lang];
  return (
    <Card size="small" title={label} data-testid={`wkod-separated-${action}`} style={{ marginTop: 12 }}>
      <SeparatedActionButton action={action} label={label} reason={reasonOf(s)} type="primary" inlineReason />
    </Card>
  );
}

/** a saved permit's panels: SIMOPS overrides, issue, gas readings, LOTO, windows (with extension), signatures */
/**
 * 작업 위치 (배치도): a click on the plant's map places the permit's point (mapNo, mapX, mapY as fractions of the image).
 * Editable while the permit is (the workflow's editable statuses, by a writer); read-only afterwards.
 */
function MapPointCard({ record, editable, onDone }: { record: TResourceRow; editable: boolean; onDone: () => Promise<void> }) {
  const { t } = useT(SAF_WKOD_NS);
  const { message } = App.useApp();
  const plantCd = String(record.plantCd);
  const maps = useQuery({ queryKey: ['safWkod', 'maps', plantCd], queryFn: () => http.get<{ list: { mapNo: number; mapNm: string }[] }>(`${SAF_WKOD_API.maps}/options`, { plantCd }) });
  const [mapNo, setMap] = useState<number | null>(record.mapNo == null ? null : Number(record.mapNo));
  const [point, setPoint] = useState<{ x: number; y: number } | null>(record.mapX == null || record.mapY == null ? null : { x: Number(record.mapX), y: Number(record.mapY) });
  const chosen = mapNo ?? maps.data?.list[0]?.mapNo ?? null;
  const save = useMutation({
    // the permit's own fields as read (child rows left out keep theirs), with the new point
    mutationFn: () => http.put(`${P}/${String(record.permitNo)}`, {
      ...Object.fromEntries(permitResource.fields.filter((f) => !f.serverOnly).map((f) => [f.name, record[f.name] ?? null])),
      mapNo: chosen, mapX: point?.x ?? null, mapY: point?.y ?? null, version: record.version,
    }),
    onSuccess: async () => { void message.success(t('mapSaved')); await onDone(); },
  });
  if (!editable && record.mapNo == null) return null;
  const shown = chosen !== null && point && (editable || Number(record.mapNo) === chosen)
    ? [{ key: 'here', x: point.x, y: point.y, color: PIN.blue!, title: String(record.workNm ?? '') }] : [];
  return (
    <Card size="small" title={t('mapPoint')} style={{ marginTop: 12 }} data-testid="wkod-map-point"
      extra={editable && <Button type="primary" size="small" disabled={!point || chosen === null} loading={save.isPending} onClick={() => save.mutate()} data-testid="wkod-map-save">{t('mapSave')}</Button>}>
      {editable && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Select style={{ width: 240 }} aria-label={t('map')} value={chosen} onChange={(v: number) => { setMap(v); setPoint(null); }}
            options={(maps.data?.list ?? []).map((m) => ({ value: m.mapNo, label: m.mapNm }))} />
          <Typography.Text type="secondary">{t('mapPick')}</Typography.Text>
        </Space>
      )}
      {chosen !== null && <MapImage mapNo={chosen} pins={shown} testId="wkod-map-pick" onPick={editable ? (x, y) => setPoint({ x, y }) : undefined} />}
    </Card>
  );
}

export function PermitPanels({ record, editable }: { record: TResourceRow; editable: boolean }) {
  const { t } = useT(SAF_WKOD_NS);
  const qc = useQueryClient();
  const no = Number(record.permitNo);
  const status = String(record.statusCd);
  const q = useQuery({ queryKey: [...panelsKey(no), record.version], queryFn: () => http.get<TWkodPanels>(`${P}/${no}/panels`) });
  // the record (its status, actions, history) and the panels refetch together: the new status shows with the first answer
  const refresh = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: ['resource'] }), qc.invalidateQueries({ queryKey: ['safWkod'] })]);
  };
  const d = q.data;
  const allowed = (record.allowedActions as string[] | undefined) ?? [];
  const gasKinds = ['HOT', 'CONFINED'];
  const needsGas = gasKinds.includes(String(record.kindCd)) || ((record.kinds as { kindCd: string }[] | undefined) ?? []).some((k) => gasKinds.includes(k.kindCd));
  return (
    <div data-testid="wkod-panels">
      {d && d.overrides.length > 0 && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} data-testid="wkod-overrides" title={t('overrides')}
          description={d.overrides.map((o, i) => <div key={i}>{t('overrideWith', { no: o.permitNo })}: {o.reason} ({o.userId ?? ''} {o.overrideDt ? plantDateTime(o.overrideDt) : ''})</div>)} />
      )}
      {allowed.includes('REQUEST') && <SignedStepCard record={record} action="REQUEST" onDone={refresh} />}
      {/* a contractor's menu right lists 승인 too; the server's supervisor guard refuses it, so the card is not offered */}
      {allowed.includes('APPROVE') && tokens.userType() === 'U' && <SignedStepCard record={record} action="APPROVE" onDone={refresh} />}
      {allowed.includes('ISSUE') && <IssueCard record={record} onDone={refresh} />}
      {/* segregation of duties: the steps the caller's role allows but the rule refuses, with why (server's verdict) */}
      <SeparatedStepCard record={record} action="REQUEST" />
      {tokens.userType() === 'U' && <SeparatedStepCard record={record} action="APPROVE" />}
      <SeparatedStepCard record={record} action="ISSUE" />
      {needsGas && (
        <Card size="small" title={t('gas')} style={{ marginTop: 12 }}>
          <GasReadings permitNo={no} canRecord={!['COMPLETED', 'OVER', 'CANCELLED', 'DRAFT'].includes(status)} />
        </Card>
      )}
      {/* the plant's map images are read under the 현황 menu: a plant user places the point (a contractor's request shows none) */}
      {tokens.userType() === 'U' && (
        <MapPointCard key={`${no}-${String(record.version)}`} record={record} editable={editable && (permitWorkflow.editableStatuses ?? []).includes(status)} onDone={refresh} />
      )}
      <LotoCard permitNo={no} plantCd={String(record.plantCd)} loto={d?.loto ?? []} status={status} onChanged={refresh} />
      <Card size="small" title={t('windows')} style={{ marginTop: 12 }}>
        <Table size="small" rowKey="seq" pagination={false} dataSource={d?.windows ?? []}
          columns={[
            { title: t('seq'), dataIndex: 'seq', width: 60 },
            { title: t('start'), dataIndex: 'startDt', render: (x: string) => plantDateTime(x) },
            { title: t('end'), dataIndex: 'endDt', render: (x: string) => plantDateTime(x) },
            { title: t('reason'), dataIndex: 'reason' },
          ]} />
        {['ISSUED', 'ACTIVE'].includes(status) && <div style={{ marginTop: 8 }}><ExtendCard record={record} onDone={refresh} /></div>}
      </Card>
      {d && d.signatures.length > 0 && (
        <Card size="small" title={t('signatures')} style={{ marginTop: 12 }}>
          <Space wrap>
            {d.signatures.map((s) => (
              <div key={s.roleCd} style={{ textAlign: 'center' }}>
                <Typography.Text strong>{t(s.roleCd)}</Typography.Text>
                <div><Image src={s.signature} width={140} preview={false} alt={`${t(s.roleCd)} ${s.userNm ?? s.userId}`} /></div>
                <Typography.Text type="secondary">{s.userNm ?? s.userId} {plantDateTime(s.signedDt)}</Typography.Text>
              </div>
            ))}
          </Space>
        </Card>
      )}
    </div>
  );
}
