import { useState } from 'react';
import { App, Button, Input, Modal, Popconfirm, Space, Timeline, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  COMMENT_MAX, statusOf, type TResourceDefinition, type TResourceRow, type TStatusHistoryRow, type TWorkflowTransition,
} from '@jikim/shared';
import { http } from '@/lib/http';
import { useLocale, useT } from '@/lib/i18n';
import { WORKFLOW_NS } from './workflow.i18n';
import './workflow.i18n';
import { SeparatedActionButton, separatedActionsOf, useSeparationReason } from './separated-action';

import { WorkflowStatusTag } from './workflow-status-tag';

export { WorkflowStatusTag };

export const workflowKeys = {
  history: (def: TResourceDefinition, key: string | number) => ['resource', def.name, 'history', String(key)] as const,
};

/**
 * Exactly the actions the server allowed the caller (`allowedActions` of GET one), as buttons in the definition's
 * order; a step the module offers in its own panel (`moduleUi`: signature, SIMOPS override) is left out, so it has one
 * button. The steps segregation of duties refuses the caller (`separatedActions`, judged by the server with the
 * workflow's own `separation` rules and the plant's relaxations) are shown disabled with the reason. A transition with `commentRequired` opens a comment dialog (empty → refused here and by the server);
 * the others ask for a plain confirmation. `onDone` gets the updated record.
 *
 * `unsaved`: the form around has changes; the confirmation says they are saved first, and `prepare` (the form's save,
 * answering the saved row, or null when the form refused) runs before the transition, which then carries the saved
 * row's version. A transition's guard so sees what the person sees.
 */
export function WorkflowActions({ def, record, onDone, unsaved = false, prepare }: {
  def: TResourceDefinition; record: TResourceRow; onDone: (row: TResourceRow) => void;
  unsaved?: boolean; prepare?: () => Promise<TResourceRow | null>;
}) {
  const wf = def.workflow!;
  const { t } = useT(WORKFLOW_NS);
  const { lang } = useLocale();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<TWorkflowTransition | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const allowed = new Set((record.allowedActions as string[] | undefined) ?? []);
  const key = String(record[def.key.name]);
  const take = useMutation({
    mutationFn: async (b: { action: string; comment: string | null }) => {
      // unsaved edits go first: the transition's guards read the saved record
      const saved = unsaved && prepare ? await prepare() : record;
      if (!saved) return null;
      return http.post<TResourceRow>(`${def.basePath}/${encodeURIComponent(key)}/${wf.transitions.find((x) => x.action === b.action)?.endpoint ?? 'transition'}`, { ...b, version: saved.version ?? record.version });
    },
    onSuccess: (row) => {
      if (!row) return;
      setAsking(null);
      setComment('');
      onDone(row);
    },
  });
  // segregation of duties: a step the caller's role allows but the rule refuses stays in place, disabled, saying why
  const separated = new Map(separatedActionsOf(record).map((s) => [s.action, s]));
  const reasonOf = useSeparationReason(def);
  const buttons = wf.transitions.filter((x) => (allowed.has(x.action) || separated.has(x.action)) && !x.moduleUi);
  if (buttons.length === 0) return null;
  const submitComment = () => {
    if (!asking) return;
    if (!comment.trim()) {
      setCommentError(true);
      void message.warning(t('commentRequired'));
      return;
    }
    take.mutate({ action: asking.action, comment: comment.trim() });
  };
  return (
    <Space wrap data-testid="wf-actions">
      {buttons.map((x) =>
        separated.has(x.action) ? (
          <SeparatedActionButton key={x.action} action={x.action} label={x.label[lang]} reason={reasonOf(separated.get(x.action)!)} danger={x.danger}
            type={x.danger || x.commentRequired ? 'default' : 'primary'} />
        ) : x.commentRequired ? (
          <Button key={x.action} danger={x.danger} data-action={x.action} loading={take.isPending && take.variables?.action === x.action}
            onClick={() => { setAsking(x); setComment(''); setCommentError(false); }}>
            {x.label[lang]}
          </Button>
        ) : (
          <Popconfirm key={x.action} title={t(unsaved && prepare ? 'confirmSaveTake' : 'confirmTake', { action: x.label[lang] })} okText={t('ok')} cancelText={t('cancel')}
            onConfirm={() => take.mutate({ action: x.action, comment: null })}>
            <Button type={x.danger ? 'default' : 'primary'} danger={x.danger} data-action={x.action} loading={take.isPending && take.variables?.action === x.action}>
              {x.label[lang]}
            </Button>
          </Popconfirm>
        ),
      )}
      <Modal open={asking !== null} title={asking ? asking.label[lang] : ''} okText={t('ok')} cancelText={t('cancel')} onOk={submitComment}
        confirmLoading={take.isPending} onCancel={() => setAsking(null)} destroyOnHidden>
        <Typography.Text>{t('comment')}</Typography.Text>
        <Input.TextArea aria-label={t('comment')} value={comment} maxLength={COMMENT_MAX} rows={4} status={commentError ? 'error' : undefined}
          placeholder={t('commentPlaceholder')} onChange={(e) => { setComment(e.target.value); setCommentError(false); }} />
      </Modal>
    </Space>
  );
}

/** the transitions of the record, oldest first */
export function WorkflowHistory({ def, keyValue }: { def: TResourceDefinition; keyValue: string | number }) {
  const wf = def.workflow!;
  const { t } = useT(WORKFLOW_NS);
  const { lang } = useLocale();
  const q = useQuery({
    queryKey: workflowKeys.history(def, keyValue),
    queryFn: () => http.get<{ list: TStatusHistoryRow[] }>(`${def.basePath}/${encodeURIComponent(String(keyValue))}/history`),
  });
  const list = q.data?.list ?? [];
  if (q.isSuccess && list.length === 0) return <Typography.Text type="secondary">{t('noHistory')}</Typography.Text>;
  return (
    <Timeline
      data-testid="wf-history"
      // the date column stays narrow so the comment keeps its width on a phone
      titleSpan="150px"
      items={list.map((h) => {
        const tr = wf.transitions.find((x) => x.action === h.action);
        return {
          key: h.historyNo,
          color: statusOf(wf, h.toStatusCd)?.color,
          title: <span style={{ whiteSpace: 'nowrap' }}>{dayjs(h.createDt).format('YYYY-MM-DD HH:mm')}</span>,
          content: (
            <Space orientation="vertical" size={0}>
              <Space wrap size={4}>
                <Typography.Text strong>{tr ? tr.label[lang] : h.action}</Typography.Text>
                <WorkflowStatusTag wf={wf} code={h.toStatusCd} />
                <Typography.Text type="secondary">{h.userNm ?? h.userId ?? ''}</Typography.Text>
              </Space>
              {h.comment && <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{h.comment}</Typography.Text>}
            </Space>
          ),
        };
      })}
    />
  );
}
