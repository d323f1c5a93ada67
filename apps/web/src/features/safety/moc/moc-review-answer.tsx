import { useState } from 'react';
import { App, Button, Divider, Input, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResourceRow } from '@jikim/shared';
import { mocResource, mocReviewAnswerUrl, SAF_MOC_MESSAGES } from '@jikim/shared/src/safety/moc/moc.resource';
import { showValidationError } from '@/components/form/validation';
import { CodeSelect } from '@/components/form/code-select';
import { Field } from '@/components/form/field';
import { MutedText } from '@/components/form/muted-text';
import { http } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { labelOf, resourceNs } from '@/lib/resource/resource-fields';
import type { TMocReviewRow } from './moc-review';

const L = (key: string) => labelOf(mocResource, key);

/** a reviewer's answer to their own row: decision (승인 / 의견) and comment, saved under the change's version */
export function MocReviewAnswer({ record, review }: { record: TResourceRow; review: TMocReviewRow }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [decisionCd, setDecision] = useState<string | null>(review.decisionCd);
  const [comment, setComment] = useState(review.reviewComment ?? '');
  const save = useMutation({
    mutationFn: () => http.post(mocReviewAnswerUrl(String(record.mocNo), review.reviewNo), { decisionCd, reviewComment: comment, version: record.version }),
    onSuccess: async () => {
      void message.success(L('answered'));
      await qc.invalidateQueries({ queryKey: ['resource', mocResource.name] });
    },
  });
  const submit = () => {
    if (!decisionCd) return showValidationError(SAF_MOC_MESSAGES.decisionRequired);
    save.mutate();
  };
  return (
    <div data-testid="moc-review-answer" style={{ marginTop: 16 }}>
      <Divider titlePlacement="start" plain>{L('myReview')}</Divider>
      <MutedText>{i18n.t('myReviewHint', { ns: resourceNs(mocResource), discipline: review.disciplineNm })}</MutedText>
      <div style={{ marginTop: 8 }}>
        <CodeSelect label={L('decisionCd')} codeGroupCd="SAF_MOC_DECISION" required value={decisionCd} onChange={setDecision} />
        <Field label={L('reviewComment')}>
          <Input.TextArea aria-label={L('reviewComment')} value={comment} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => setComment(e.target.value)} />
        </Field>
      </div>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="moc-review-save">{L('answerSave')}</Button>
      </Space>
    </div>
  );
}
