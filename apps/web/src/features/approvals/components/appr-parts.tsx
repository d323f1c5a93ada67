import { useState } from 'react';
import { Button, Checkbox, Descriptions, Input, List, Space, Steps, Tag, Typography, App } from 'antd';
import type { TApprRequest, TApprStep } from '@jikim/shared';
import { SignaturePad } from '@/components/media/signature-pad';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { apprApi } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { invalidateAppr } from '../query';

const STEP_COLOR: Record<string, string> = { DRAFTED: 'blue', WAIT: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error', CANCELED: 'default', REFERENCE: 'purple' };

import { fmtDt, StatusTag, useTypeName } from './appr-labels';

export { fmtDt, StatusTag, useTypeName };

/** the line as a sequence of steps: who, kind, decision, when, comment, signature */
export function ApprovalLine({ steps, compact = false }: { steps: TApprStep[]; compact?: boolean }) {
  const { t } = useT(APPR_NS);
  const deciding = steps.filter((s) => s.slotKind !== 'REFERENCE');
  const refs = steps.filter((s) => s.slotKind === 'REFERENCE');
  const current = deciding.findIndex((s) => s.stepStatus === 'PENDING');
  return (
    <div>
      <Steps
        size="small"
        direction={compact ? 'vertical' : 'horizontal'}
        current={current < 0 ? deciding.length : current}
        items={deciding.map((s) => ({
          status: s.stepStatus === 'REJECTED' ? 'error' : s.stepStatus === 'PENDING' ? 'process' : s.stepStatus === 'WAIT' || s.stepStatus === 'CANCELED' ? 'wait' : 'finish',
          title: (
            <Space size={4} wrap>
              <span>{t(`kind.${s.slotKind}`)}</span>
              <Typography.Text strong>{s.approverNm}</Typography.Text>
              <Tag color={STEP_COLOR[s.stepStatus]}>{t(`stepStatus.${s.stepStatus}`)}</Tag>
            </Space>
          ),
          description: (
            <div data-testid={`appr-step-${s.stepNo}`}>
              <div>{[s.deptNm, s.dutyNm].filter(Boolean).join(' · ')}</div>
              {s.decidedDt && <div>{fmtDt(s.decidedDt)}</div>}
              {s.decidedUserId && s.decidedUserId !== s.approverUserId && <div>{t('popup.delegatedFor', { name: s.approverNm })}: {s.decidedUserNm}</div>}
              {s.comment && <div>“{s.comment}”</div>}
              {s.signature && <img src={s.signature} alt={t('col.signature')} width={90} style={{ display: 'block', border: '1px solid #eee', background: '#fff' }} />}
            </div>
          ),
        }))}
      />
      {refs.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Tag color="purple">{t('kind.REFERENCE')}</Tag>
          {refs.map((r) => r.approverNm).join(', ')}
        </div>
      )}
    </div>
  );
}

export function RequestSummary({ req }: { req: TApprRequest }) {
  const { t } = useT(APPR_NS);
  const typeName = useTypeName();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('col.type')}>{typeName(req.apprTypeCd, req.apprTypeNm)}</Descriptions.Item>
      <Descriptions.Item label={t('col.title')}>{req.title}</Descriptions.Item>
      <Descriptions.Item label={t('col.requester')}>{req.requestUserNm} · {fmtDt(req.requestDt)}</Descriptions.Item>
      <Descriptions.Item label={t('col.status')}><StatusTag statusCd={req.statusCd} /></Descriptions.Item>
      {req.rejectReason && <Descriptions.Item label={t('popup.rejectReasonLabel')}>{req.rejectReason}</Descriptions.Item>}
      <Descriptions.Item label={t('popup.summary')}>
        <List size="small" dataSource={req.summary} renderItem={(l) => <List.Item style={{ padding: '2px 0', whiteSpace: 'pre-wrap' }}>{l}</List.Item>} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** approve / reject the caller's pending step, with a comment and a signature (stored or drawn now) */
export function DecisionPanel({ req, onDone, padWidth = 320 }: { req: TApprRequest; onDone?: () => void; padWidth?: number }) {
  const { t } = useT(APPR_NS);
  const { message, modal } = App.useApp();
  const worker = useWorker();
  const stored = worker?.signature ?? null;
  const [useStored, setUseStored] = useState(Boolean(stored));
  const [drawn, setDrawn] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  if (!req.myPendingStepNo) return null;
  const stepNo = req.myPendingStepNo;

  const send = (decisionCd: 'APPROVE' | 'REJECT') => {
    if (decisionCd === 'REJECT' && !comment.trim()) {
      void message.warning(t('popup.commentPlaceholder'));
      return;
    }
    const signature = useStored ? undefined : (drawn ?? undefined);
    if (decisionCd === 'APPROVE' && !useStored && !drawn) {
      void message.warning(t('popup.needSignature'));
      return;
    }
    modal.confirm({
      title: t('common.ok'),
      content: t(decisionCd === 'APPROVE' ? 'popup.confirmApprove' : 'popup.confirmReject'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          await apprApi.decide(req.apprRequestNo, { stepNo, decisionCd, comment: comment.trim() || undefined, signature });
          void message.success(t(decisionCd === 'APPROVE' ? 'popup.approved' : 'popup.rejected'));
          await invalidateAppr();
          onDone?.();
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <div style={{ marginTop: 12 }} data-testid="appr-decision">
      <Typography.Text strong>{t('popup.comment')}</Typography.Text>
      <Input.TextArea aria-label={t('popup.comment')} rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('popup.commentPlaceholder')} />
      <div style={{ marginTop: 8 }}>
        <Typography.Text strong>{t('popup.signature')}</Typography.Text>
        {stored && (
          <div><Checkbox checked={useStored} onChange={(e) => setUseStored(e.target.checked)}>{t('popup.useStored')}</Checkbox></div>
        )}
        {useStored && stored ? (
          <img src={stored} width={120} alt={t('popup.signature')} style={{ display: 'block' }} />
        ) : drawn ? (
          <Space align="center">
            <img src={drawn} width={120} alt={t('popup.signature')} style={{ display: 'block', border: '1px solid #eee' }} />
            <Tag color="success">{t('popup.signed')}</Tag>
            <Button size="small" onClick={() => setDrawn(null)}>↺</Button>
          </Space>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: '2px 0' }}>{t('popup.drawHint')}</Typography.Paragraph>
            <SignaturePad width={padWidth} height={140} onSave={setDrawn} />
          </>
        )}
      </div>
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy} onClick={() => send('APPROVE')}>{t('popup.approve')}</Button>
        <Button danger loading={busy} onClick={() => send('REJECT')}>{t('popup.reject')}</Button>
      </Space>
    </div>
  );
}
