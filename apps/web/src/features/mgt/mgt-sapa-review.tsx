import { useId, useState } from 'react';
import { App, Button, Card, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { mgtSapaReviewResource } from '@jikim/shared/src/mgt/sapa-review.resource';
import type { TMgtSapa } from '@jikim/shared/src/mgt/mgt.schemas';
import type { TResourceRow } from '@jikim/shared/src/resource/definition';
import { Field } from '@/components/form/field';
import { MutedText } from '@/components/form/muted-text';
import { ResourceApprovalStrip, useRecordApproval } from '@/lib/resource/resource-approval';
import { useT } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import { sapaApi, sapaKeys, useReview, type THalfQuery, type TSapaReview } from './mgt-sapa-api';

/**
 * 반기 검토·서명: the half's review record (`/api/mgt/sapa-reviews`, one per plant and half) — its comment, written or
 * changed here while it is not in approval, and its 결재 through the platform's own strip (`ResourceApprovalStrip`: state,
 * 결재현황, 결재요청 with the MGT_SAPA line template). The approval freezes the binder (server).
 */
export function SapaReviewPanel({ query, binder, editable }: { query: THalfQuery; binder: TMgtSapa; editable: boolean }) {
  const { t } = useT(MGT_NS);
  const qc = useQueryClient();
  const review = useReview(binder.reviewNo);
  const r = review.data;
  const approval = useRecordApproval(mgtSapaReviewResource, r ? r.reviewNo : null, r?.apprStatusCd ?? null);
  const [editing, setEditing] = useState(false);
  const reload = () => void qc.invalidateQueries({ queryKey: sapaKeys.all });
  // a signed half, or a review in approval, keeps its comment (the server answers 409 APPR_LOCKED anyway)
  const mayEdit = editable && binder.signedYn === 'N' && (!r || approval.data?.editableYn !== 'N');
  return (
    <Card size="small" title={t('sapa.review')} data-testid="sapa-review"
      extra={mayEdit && (!binder.reviewNo || r) ? (
        <Button size="small" type={r ? 'default' : 'primary'} onClick={() => setEditing(true)} data-testid="sapa-review-edit">
          {r ? t('sapa.editReview') : t('sapa.writeReview')}
        </Button>
      ) : null}
    >
      {!binder.reviewNo ? <MutedText>{t('sapa.noReview')}</MutedText> : (
        <>
          <div style={{ marginBottom: 8 }}>
            <MutedText>{t('sapa.reviewComment')}{r ? ` (${t('sapa.reviewNo', { no: r.reviewNo })})` : ''}</MutedText>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="sapa-review-comment">{r ? r.reviewComment || t('sapa.noComment') : '…'}</div>
          </div>
          {r ? (
            <ResourceApprovalStrip def={mgtSapaReviewResource} record={r as unknown as TResourceRow} approval={approval.data} editable={editable}
              onChanged={reload} />
          ) : null}
        </>
      )}
      {editing ? <ReviewDialog query={query} review={r ?? null} onClose={() => setEditing(false)} onSaved={reload} /> : null}
    </Card>
  );
}

function ReviewDialog({ query, review, onClose, onSaved }: { query: THalfQuery; review: TSapaReview | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useT(MGT_NS);
  const { message } = App.useApp();
  const id = useId();
  const [text, setText] = useState(review?.reviewComment ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      if (review) await sapaApi.updateReview(review, text.trim());
      else await sapaApi.createReview(query, text.trim());
      void message.success(t('sapa.saved'));
      onSaved();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={review ? t('sapa.editReview') : t('sapa.writeReview')} onCancel={onClose} maskClosable={false} destroyOnHidden
      okText={t('sapa.save')} cancelText={t('sapa.cancel')} onOk={() => void save()} okButtonProps={{ loading: busy, disabled: !text.trim() }}>
      <Field label={t('sapa.reviewComment')} htmlFor={id} required>
        <Input.TextArea id={id} rows={6} maxLength={4000} showCount value={text} onChange={(e) => setText(e.target.value)} placeholder={t('sapa.reviewPlaceholder')} />
      </Field>
    </Modal>
  );
}
