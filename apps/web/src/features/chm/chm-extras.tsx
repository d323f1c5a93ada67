import { useState } from 'react';
import { App, Button, DatePicker, Divider, Input, Space, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TResourceRow } from '@jikim/shared';
import { CHM_API, chmContainerPublicPath } from '@jikim/shared/src/chm/chm.const';
import { chemProdResource } from '@jikim/shared/src/chm/chemprod.resource';
import { chmMatcheckActionUrl, chmMatcheckResource } from '@jikim/shared/src/chm/matcheck.resource';
import { showValidationError } from '@/components/form/validation';
import { Field } from '@/components/form/field';
import { QrCode } from '@/components/media/qr-code';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CHM_NS } from './chm.i18n';

type TSdsRev = { sdsRevNo: number; sdsRevYmd: string | null; koshaNo: string | null; renewalReason: string | null; replacedDt: string };

/** a product's SDS renewal (a new revision; the old one is kept) and its earlier revisions */
export function ChemProdExtras({ record, editable }: { record: TResourceRow; editable: boolean }) {
  const { t } = useT(CHM_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const no = record.chemProdNo as number;
  const [ymd, setYmd] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const hist = useQuery({ queryKey: ['chmSds', no, record.version], queryFn: () => http.get<{ list: TSdsRev[] }>(CHM_API.sdsHistory(no)) });
  const renew = useMutation({
    mutationFn: () => http.post(CHM_API.renewal(no), { version: record.version, sdsRevYmd: ymd, renewalReason: reason || null }),
    onSuccess: async () => {
      void message.success(t('renewalDone'));
      setYmd(null);
      setReason('');
      await qc.invalidateQueries({ queryKey: ['resource', chemProdResource.name] });
    },
  });
  return (
    <div style={{ marginTop: 16 }} data-testid="chm-renewal">
      {editable && (
        <>
          <Divider titlePlacement="start" plain>{t('renewal')}</Divider>
          <Space wrap align="end">
            <Field label={t('renewalYmd')} required><DatePicker aria-label={t('renewalYmd')} value={ymd ? dayjs(ymd) : null} onChange={(d) => setYmd(d ? d.format('YYYY-MM-DD') : null)} /></Field>
            <Field label={t('renewalReason')}><Input aria-label={t('renewalReason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ width: 280 }} /></Field>
            <Button type="primary" loading={renew.isPending} onClick={() => (ymd ? renew.mutate() : showValidationError(t('renewalYmd')))}>{t('renewalSave')}</Button>
          </Space>
        </>
      )}
      <Divider titlePlacement="start" plain>{t('history')}</Divider>
      <Table size="small" rowKey="sdsRevNo" pagination={false} dataSource={hist.data?.list ?? []} columns={[
        { title: 'Rev.', dataIndex: 'sdsRevNo', width: 70 }, { title: t('renewalYmd'), dataIndex: 'sdsRevYmd', width: 120 }, { title: 'KOSHA', dataIndex: 'koshaNo', width: 140 },
        { title: t('renewalReason'), dataIndex: 'renewalReason' }, { title: t('replacedDt'), dataIndex: 'replacedDt', width: 180, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      ]} />
    </div>
  );
}

type TReviewRow = { reviewNo: number; disciplineCd: string; reviewerUserId: string; decisionCd: string | null };

/** the caller's own review row of a new-chemical request: confirm, or reject with a comment */
export function MatcheckReview({ record, userId }: { record: TResourceRow; userId: string | null }) {
  const { t } = useT(CHM_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const mine = ((record.reviews as TReviewRow[] | undefined) ?? []).find((r) => r.reviewerUserId === userId && !r.decisionCd);
  const answer = useMutation({
    mutationFn: (a: 'confirm' | 'reject') => http.post(chmMatcheckActionUrl(String(record.reqNo), a), { comment: comment || null, version: record.version }),
    onSuccess: async () => {
      void message.success(t('reviewed'));
      await qc.invalidateQueries({ queryKey: ['resource', chmMatcheckResource.name] });
    },
  });
  if (!mine || record.statusCd !== 'REVIEW') return null;
  return (
    <div data-testid="chm-review" style={{ marginTop: 16 }}>
      <Divider titlePlacement="start" plain>{t('review')} ({mine.disciplineCd})</Divider>
      <Field label={t('comment')}><Input.TextArea aria-label={t('comment')} value={comment} maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => setComment(e.target.value)} /></Field>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button danger loading={answer.isPending} onClick={() => (comment.trim() ? answer.mutate('reject') : showValidationError(t('commentRequired')))}>{t('reject')}</Button>
        <Button type="primary" loading={answer.isPending} onClick={() => answer.mutate('confirm')} data-testid="chm-review-confirm">{t('confirm')}</Button>
      </Space>
    </div>
  );
}

/** under a saved storage: one QR per container (lot) in use, each opening that lot's SDS summary on a phone (/qr?chmContainer=) */
export function ContainerQrCards({ record }: { record: TResourceRow }) {
  const { t } = useT(CHM_NS);
  const rows = ((record.containers as TResourceRow[] | undefined) ?? []).filter((c) => c.useYn !== 'N' && typeof c.publicToken === 'string');
  if (!rows.length) return null;
  return (
    <div style={{ marginTop: 16 }} data-testid="chm-container-qrs">
      <Divider titlePlacement="start">{t('containerQr')}</Divider>
      <p style={{ color: 'rgba(0,0,0,0.55)' }}>{t('containerQrHint')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {rows.map((c) => (
          <div key={String(c.containerNo)} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8, width: 170, textAlign: 'center' }}>
            <QrCode text={`${window.location.origin}${chmContainerPublicPath(String(c.publicToken))}`} width={150} />
            <div style={{ fontWeight: 600 }}>{t('lotNo')} {String(c.lotNo)}</div>
            {c.containerNm ? <div style={{ wordBreak: 'keep-all' }}>{String(c.containerNm)}</div> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
