import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Modal, Space, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMENT_MAX, IMPR_FILES, IMPR_OPEN_STATUSES, imprActionResource, imprActionWorkflow, type TUploadedFile, type TWorkflowTransition,
} from '@jikim/shared';
import { attachKeys, FileUploader, uploadApi } from '@/components/upload';
import { SeparatedActionButton, separatedActionsOf, useSeparationReason } from '@/components/workflow/separated-action';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { useLocale, useT } from '@/lib/i18n';
import { imprApi, imprKeys, type TImprRow } from './impr-api';
import { DueText } from './impr-due';
import { IMPR_NS } from './impr.i18n';

const wf = imprActionWorkflow;
const big = { minHeight: 48, fontSize: 16 } as const;

/** one action on the phone: its facts, the photos before, and what the caller may do now */
export function MyActionDetail({ actionNo }: { actionNo: number }) {
  const { t } = useT(IMPR_NS);
  const q = useQuery({ queryKey: imprKeys.one(actionNo), queryFn: () => imprApi.get(actionNo), retry: false });
  if (q.isError) return <Alert type="error" showIcon title={t('my.notFound')} />;
  if (!q.data) return <Spin />;
  const a = q.data;
  const open = (IMPR_OPEN_STATUSES as readonly string[]).includes(a.statusCd);
  const text = (k: string) => (a[k] === null || a[k] === undefined || a[k] === '' ? '-' : String(a[k]));
  return (
    <div data-testid="impr-my-detail">
      <Card size="small" style={{ marginBottom: 8 }}>
        <Space size={6} wrap style={{ marginBottom: 6 }}>
          <WorkflowStatusTag wf={wf} code={a.statusCd} />
          <Typography.Text type="secondary">#{a.actionNo}</Typography.Text>
        </Space>
        <Typography.Title level={5} style={{ margin: '0 0 8px', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{a.title}</Typography.Title>
        <Descriptions size="small" column={1} styles={{ label: { width: 96 } }} items={[
          { key: 'due', label: t('my.due'), children: <DueText dueYmd={a.dueYmd} open={open} /> },
          { key: 'location', label: t('my.location'), children: text('location') },
          { key: 'source', label: t('my.source'), children: text('sourceTypeNm') },
          { key: 'dept', label: t('my.dept'), children: text('deptNm') },
          { key: 'requester', label: t('my.requester'), children: text('createUserNm') },
          { key: 'hazard', label: t('my.hazard'), children: text('hazard') },
          { key: 'description', label: t('my.description'), children: <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text('description')}</span> },
          ...(a.result ? [{ key: 'result', label: t('my.result'), children: <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text('result')}</span> }] : []),
        ]} />
      </Card>
      <Card size="small" title={t('my.before')} style={{ marginBottom: 8 }}>
        <FileUploader taskClassNm={IMPR_FILES.before} attachFileId={String(a.actionNo)} editable={false} listType="picture" />
      </Card>
      <MyActionButtons action={a} />
    </div>
  );
}

/** the allowed transitions as large buttons; 확인요청 with the after-photo taken by the camera and the result */
function MyActionButtons({ action: a }: { action: TImprRow }) {
  const { t } = useT(IMPR_NS);
  const { lang } = useLocale();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [asking, setAsking] = useState<TWorkflowTransition | null>(null);
  const [comment, setComment] = useState('');
  const [result, setResult] = useState(a.result ? String(a.result) : '');
  const [resultError, setResultError] = useState(false);
  const allowed = new Set(a.allowedActions ?? []);
  const transitions = wf.transitions.filter((x) => allowed.has(x.action));
  const after = { taskClassNm: IMPR_FILES.after, attachFileId: String(a.actionNo) };
  const canConfirm = allowed.has('REQUEST_CONFIRM');
  // the same cache entry as the uploader below: the count of after-photos
  const afterFiles = useQuery<TUploadedFile[]>({ queryKey: attachKeys.list(after), queryFn: () => uploadApi.list(after), enabled: canConfirm });
  const take = useMutation({
    mutationFn: (b: { action: string; comment: string | null }) => imprApi.transition(a.actionNo, { ...b, version: a.version }),
    onSuccess: async () => {
      setAsking(null);
      setComment('');
      void message.success(t('my.done'));
      await Promise.all([qc.invalidateQueries({ queryKey: imprKeys.all }), qc.invalidateQueries({ queryKey: imprKeys.portlet })]);
    },
  });
  const label = (x: TWorkflowTransition) => x.label[lang] ?? x.label.ko;
  // segregation of duties (the assignee does not confirm their own fix): the server's verdict, shown with why
  const reasonOf = useSeparationReason(imprActionResource);
  const separated = separatedActionsOf(a).filter((x) => wf.transitions.some((tr) => tr.action === x.action));

  const press = (x: TWorkflowTransition) => {
    if (x.action === 'REQUEST_CONFIRM') {
      if (!(afterFiles.data?.length ?? 0)) return void modal.warning({ title: label(x), content: t('my.photoRequired'), okText: t('my.ok') });
      if (!result.trim()) {
        setResultError(true);
        return void modal.warning({ title: label(x), content: t('my.resultRequired'), okText: t('my.ok') });
      }
      return take.mutate({ action: x.action, comment: result.trim() });
    }
    if (x.commentRequired) {
      setAsking(x);
      setComment('');
      return undefined;
    }
    modal.confirm({
      title: label(x), content: t('my.confirmTake', { action: label(x) }), okText: t('my.ok'), cancelText: t('my.cancel'),
      onOk: () => take.mutateAsync({ action: x.action, comment: null }),
    });
    return undefined;
  };

  const others = transitions.filter((x) => x.action !== 'REQUEST_CONFIRM');
  const confirmT = transitions.find((x) => x.action === 'REQUEST_CONFIRM');
  return (
    <>
      {confirmT && (
        <Card size="small" title={t('my.after')} style={{ marginBottom: 8 }} data-testid="impr-confirm-panel">
          <FileUploader taskClassNm={IMPR_FILES.after} attachFileId={after.attachFileId} editable capture="environment" listType="picture" />
          <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>{t('my.result')}</Typography.Text>
          <Input.TextArea aria-label={t('my.result')} value={result} rows={4} maxLength={COMMENT_MAX} status={resultError ? 'error' : undefined}
            placeholder={t('my.resultPlaceholder')} style={{ fontSize: 16 }} onChange={(e) => { setResult(e.target.value); setResultError(false); }} />
          <Button block type="primary" size="large" style={{ ...big, marginTop: 12 }} data-action="REQUEST_CONFIRM"
            loading={take.isPending && take.variables?.action === 'REQUEST_CONFIRM'} onClick={() => press(confirmT)}>
            {label(confirmT)}
          </Button>
        </Card>
      )}
      {!confirmT && a.statusCd !== 'REGISTERED' && (
        <Card size="small" title={t('my.after')} style={{ marginBottom: 8 }}>
          <FileUploader taskClassNm={IMPR_FILES.after} attachFileId={after.attachFileId} editable={false} listType="picture" />
        </Card>
      )}
      {others.length > 0 && (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="impr-actions">
          {others.map((x) => (
            <Button key={x.action} block size="large" style={big} type={x.danger ? 'default' : 'primary'} danger={x.danger} data-action={x.action}
              loading={take.isPending && take.variables?.action === x.action} onClick={() => press(x)}>
              {label(x)}
            </Button>
          ))}
        </Space>
      )}
      {separated.map((x) => (
        <SeparatedActionButton key={x.action} action={x.action} label={label(wf.transitions.find((tr) => tr.action === x.action)!)} reason={reasonOf(x)}
          block size="large" style={big} type="primary" inlineReason />
      ))}
      {transitions.length === 0 && separated.length === 0 && <Typography.Text type="secondary">{t('my.noActions')}</Typography.Text>}
      <Modal open={asking !== null} title={asking ? label(asking) : ''} okText={t('my.ok')} cancelText={t('my.cancel')} confirmLoading={take.isPending}
        onCancel={() => setAsking(null)} destroyOnHidden
        onOk={() => {
          if (!asking) return;
          if (!comment.trim()) return void message.warning(asking.action === 'REJECT' ? t('my.reasonRequired') : t('my.commentRequired'));
          take.mutate({ action: asking.action, comment: comment.trim() });
        }}>
        <Typography.Text>{asking?.action === 'REJECT' ? t('my.rejectReason') : t('my.comment')}</Typography.Text>
        <Input.TextArea aria-label={asking?.action === 'REJECT' ? t('my.rejectReason') : t('my.comment')} value={comment} rows={4} maxLength={COMMENT_MAX} style={{ fontSize: 16 }} onChange={(e) => setComment(e.target.value)} />
      </Modal>
    </>
  );
}
