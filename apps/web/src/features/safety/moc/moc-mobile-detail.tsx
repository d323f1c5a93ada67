import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResourceRow } from '@jikim/shared';
import { mocResource, mocWorkflow, SAF_MOC_FILES } from '@jikim/shared/src/safety/moc/moc.resource';
import { plantDateTime } from '@/components/grid/plant-time';
import { FileUploader } from '@/components/upload';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { tokens } from '@/lib/auth-store';
import { useT } from '@/lib/i18n';
import { PhoneApprovalStrip } from '@/lib/resource/resource-approval';
import { mocMobileApi, mocMobileKeys, serverMessage, statusOfError } from './moc-mobile-api';
import { SAF_MOC_MOBILE_NS } from './moc-mobile.i18n';
import { answerProblem, myPendingReview, type TMocReviewRow } from './moc-review';

const big = { minHeight: 48, fontSize: 16 } as const;
const longText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'keep-all' } as const;
type TReviewView = TMocReviewRow & { reviewerUserNm?: string | null; decisionNm?: string | null };

/** one change on the phone: what changes and why, the other reviewers' answers, the changed documents, my answer */
export function MocMobileDetail({ mocNo }: { mocNo: number }) {
  const { t } = useT(SAF_MOC_MOBILE_NS);
  const q = useQuery({ queryKey: mocMobileKeys.one(mocNo), queryFn: () => mocMobileApi.get(mocNo), retry: false });
  // a refused answer's message outlives the reload (the form may be gone when the review is over)
  const [refused, setRefused] = useState<string | null>(null);
  if (q.isError) return <Alert type="error" showIcon title={serverMessage(q.error) ?? t('notFound')} />;
  if (!q.data) return <Spin />;
  const m = q.data;
  const text = (k: string) => (m[k] === null || m[k] === undefined || m[k] === '' ? '-' : String(m[k]));
  const me = tokens.userId();
  const reviews = (m.reviews as TReviewView[] | undefined) ?? [];
  const mine = myPendingReview(m, me);
  return (
    <div data-testid="moc-mobile-detail">
      <Card size="small" style={{ marginBottom: 8 }}>
        <Space size={6} wrap style={{ marginBottom: 6 }}>
          <WorkflowStatusTag wf={mocWorkflow} code={m.statusCd} />
          <Typography.Text type="secondary">MOC-{String(m.mocNo)}</Typography.Text>
          {m.mocTypeNm ? <Tag>{String(m.mocTypeNm)}</Tag> : null}
        </Space>
        <Typography.Title level={5} style={{ margin: '0 0 8px', ...longText }}>{String(m.mocTitle)}</Typography.Title>
        <Descriptions size="small" column={1} styles={{ label: { width: 96 } }} items={[
          { key: 'plant', label: t('plant'), children: text('plantNm') },
          { key: 'dept', label: t('dept'), children: text('deptNm') },
          { key: 'requester', label: t('requester'), children: text('createUserNm') },
          { key: 'requested', label: t('requested'), children: plantDateTime(m.createDt).slice(0, 10) || '-' },
          ...(m.expiryYmd ? [{ key: 'expiry', label: t('expiry'), children: text('expiryYmd') }] : []),
          { key: 'description', label: t('description'), children: <span style={longText}>{text('description')}</span> },
          { key: 'reason', label: t('reason'), children: <span style={longText}>{text('reason')}</span> },
          { key: 'risk', label: t('risk'), children: text('riskAssessmentRef') },
          { key: 'docs', label: t('documentsChanged'), children: <span style={longText}>{text('documentsChanged')}</span> },
        ]} />
      </Card>
      {/* the change's 결재 once the reviews are done (raised by 검토 완료): its state and line, read-only for a reviewer */}
      <PhoneApprovalStrip def={mocResource} record={m} />
      <Card size="small" title={t('reviews')} style={{ marginBottom: 8 }} data-testid="moc-mobile-reviews">
        {reviews.map((r) => (
          <div key={r.reviewNo} data-testid={`moc-review-row-${r.reviewNo}`} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <Space size={6} wrap>
              <Typography.Text strong>{r.disciplineNm}</Typography.Text>
              <Typography.Text>{r.reviewerUserNm ?? r.reviewerUserId}{r.reviewerUserId === me ? ` (${t('me')})` : ''}</Typography.Text>
              <Tag color={r.decisionCd === 'APPROVE' ? 'green' : r.decisionCd === 'COMMENT' ? 'gold' : 'default'}>
                {r.decisionCd ? (r.decisionNm ?? t(r.decisionCd === 'APPROVE' ? 'approve' : 'comment')) : t('notAnswered')}
              </Tag>
            </Space>
            {r.reviewComment ? <div style={{ ...longText, marginTop: 2 }}>{r.reviewComment}</div> : null}
          </div>
        ))}
      </Card>
      <Card size="small" title={t('documents')} style={{ marginBottom: 8 }}>
        <FileUploader taskClassNm={SAF_MOC_FILES.documents} attachFileId={String(m.mocNo)} editable={false} onlyDownload />
      </Card>
      {refused ? <Alert type="warning" showIcon title={refused} style={{ marginBottom: 8 }} data-testid="moc-mobile-refused" closable onClose={() => setRefused(null)} /> : null}
      {mine ? <AnswerForm key={mine.reviewNo} record={m} review={mine} onRefused={setRefused} /> : null}
    </div>
  );
}

/** my row's answer: 승인 / 의견 and the comment (required for 의견), sent under the change's version */
function AnswerForm({ record, review, onRefused }: { record: TResourceRow; review: TMocReviewRow; onRefused: (message: string | null) => void }) {
  const { t } = useT(SAF_MOC_MOBILE_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [decisionCd, setDecision] = useState<string | null>(review.decisionCd);
  const [comment, setComment] = useState(review.reviewComment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const mocNo = Number(record.mocNo);
  const send = useMutation({
    mutationFn: () => mocMobileApi.answer(mocNo, review.reviewNo, { decisionCd: decisionCd!, reviewComment: comment.trim(), version: record.version }),
    onSuccess: async () => {
      onRefused(null);
      void message.success(t('saved'));
      await qc.invalidateQueries({ queryKey: mocMobileKeys.all });
    },
    onError: async (e) => {
      // 409 (a newer version, or the review is over) and 403/404: the server's words, then the change as it is now
      onRefused(`${serverMessage(e) ?? t('failed')}${statusOfError(e) === 409 ? ` ${t('reloaded')}` : ''}`);
      if (statusOfError(e) !== null) await qc.invalidateQueries({ queryKey: mocMobileKeys.all });
    },
  });
  const submit = () => {
    const p = answerProblem(decisionCd, comment);
    if (p) return setProblem(t(p));
    setProblem(null);
    send.mutate();
    return undefined;
  };
  return (
    <Card size="small" title={t('myAnswer')} data-testid="moc-mobile-answer" style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>{t('myHint', { discipline: review.disciplineNm })}</Typography.Text>
      <Radio.Group optionType="button" buttonStyle="solid" size="large" value={decisionCd} aria-label={t('myAnswer')}
        onChange={(e) => { setDecision(String(e.target.value)); setProblem(null); }} style={{ display: 'flex', marginBottom: 12 }}>
        <Radio.Button value="APPROVE" style={{ flex: 1, textAlign: 'center' }}>{t('approve')}</Radio.Button>
        <Radio.Button value="COMMENT" style={{ flex: 1, textAlign: 'center' }}>{t('comment')}</Radio.Button>
      </Radio.Group>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>{t('commentLabel')}</Typography.Text>
      <Input.TextArea aria-label={t('commentLabel')} value={comment} rows={4} maxLength={500} placeholder={t('commentPh')}
        status={problem === t('commentRequired') ? 'error' : undefined} style={{ fontSize: 16 }}
        onChange={(e) => { setComment(e.target.value); setProblem(null); }} />
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} data-testid="moc-mobile-problem" /> : null}
      <Button block type="primary" size="large" style={{ ...big, marginTop: 12 }} loading={send.isPending} onClick={submit} data-testid="moc-mobile-submit">
        {review.decisionCd ? t('revise') : t('submit')}
      </Button>
    </Card>
  );
}
