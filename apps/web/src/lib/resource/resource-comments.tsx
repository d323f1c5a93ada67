import { useState } from 'react';
import { Button, Divider, Empty, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentsPath, type TResourceComment, type TResourceDefinition } from '@jikim/shared';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { COMMENTS_NS } from './resource-comments.i18n';

const when = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** the comment box (a new comment, or a reply to `parent`) */
function CommentInput({ onSubmit, pending, placeholder, submitLabel, testId }: { onSubmit: (text: string) => Promise<unknown>; pending: boolean; placeholder: string; submitLabel: string; testId: string }) {
  const [text, setText] = useState('');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.TextArea aria-label={placeholder} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 1, maxRows: 6 }} maxLength={1000} data-testid={`${testId}-input`} />
      <Button type="primary" loading={pending} disabled={!text.trim()} data-testid={`${testId}-submit`}
        onClick={() => void onSubmit(text.trim()).then(() => setText('')).catch(() => undefined)}>{submitLabel}</Button>
    </Space.Compact>
  );
}

/**
 * A record's comments (`def.comments`): threads (a comment and its replies), a reply box under a top-level comment, the
 * author's own delete; writing needs the menu's write right (`canWrite`), the server decides the rest (a board without
 * comments answers 409 with its message, shown by the http interceptors).
 */
export function ResourceComments({ def, keyValue, canWrite }: { def: TResourceDefinition; keyValue: string | number; canWrite: boolean }) {
  const { t } = useT(COMMENTS_NS);
  const qc = useQueryClient();
  const url = commentsPath(def.basePath, keyValue);
  const queryKey = ['resource', def.name, 'comments', String(keyValue)];
  const q = useQuery({ queryKey, queryFn: () => http.get<{ list: TResourceComment[] }>(url).then((r) => r.list) });
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey });
    void qc.invalidateQueries({ queryKey: ['resource', def.name, 'find'] });
  };
  const add = useMutation({
    mutationFn: (b: { contents: string; parentCommentNo?: number }) => http.post<TResourceComment>(url, b),
    onSuccess: () => { setReplyTo(null); refresh(); },
  });
  const remove = useMutation({
    mutationFn: (commentNo: number) => http.delete(`${url}/${commentNo}`),
    onSuccess: refresh,
  });
  const list = q.data ?? [];
  const live = list.filter((c) => c.deletedYn === 'N').length;

  const item = (c: TResourceComment) => (
    <List.Item key={c.commentNo} data-testid={`comment-${c.commentNo}`} style={{ paddingLeft: c.parentCommentNo ? 32 : 0, alignItems: 'flex-start' }}>
      <div style={{ width: '100%', minWidth: 0 }}>
        <Space size={8} wrap>
          {c.parentCommentNo !== null && <Typography.Text type="secondary">↳</Typography.Text>}
          <Typography.Text strong>{c.createUserNm ?? c.createUserId}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{when(c.createDt)}</Typography.Text>
        </Space>
        <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'keep-all', overflowWrap: 'anywhere' }} type={c.deletedYn === 'Y' ? 'secondary' : undefined}>
          {c.deletedYn === 'Y' ? t('deleted') : c.contents}
        </Typography.Paragraph>
        <Space size={0}>
          {canWrite && def.comments?.replies && c.parentCommentNo === null && c.deletedYn === 'N' && (
            <Button type="link" size="small" style={{ paddingInline: 4 }} data-testid={`comment-reply-${c.commentNo}`} onClick={() => setReplyTo(replyTo === c.commentNo ? null : c.commentNo)}>{t('reply')}</Button>
          )}
          {canWrite && c.canDeleteYn === 'Y' && (
            <Popconfirm title={t('deleteConfirm')} okText={t('ok')} cancelText={t('cancel')} onConfirm={() => remove.mutate(c.commentNo)}>
              <Button type="link" size="small" danger style={{ paddingInline: 4 }} data-testid={`comment-delete-${c.commentNo}`}>{t('delete')}</Button>
            </Popconfirm>
          )}
        </Space>
        {replyTo === c.commentNo && (
          <div style={{ marginTop: 6 }}>
            <CommentInput testId="reply" placeholder={t('replyPlaceholder')} submitLabel={t('submit')} pending={add.isPending}
              onSubmit={(contents) => add.mutateAsync({ contents, parentCommentNo: c.commentNo })} />
          </div>
        )}
      </div>
    </List.Item>
  );

  return (
    <section aria-label={t('title')} data-testid="resource-comments">
      <Divider titlePlacement="start" plain>{t('count', { n: live })}</Divider>
      {list.length === 0 && !q.isLoading ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> : <List loading={q.isLoading} dataSource={list} renderItem={item} split />}
      {canWrite && (
        <div style={{ marginTop: 8 }}>
          <CommentInput testId="comment" placeholder={t('placeholder')} submitLabel={t('submit')} pending={add.isPending} onSubmit={(contents) => add.mutateAsync({ contents })} />
        </div>
      )}
    </section>
  );
}
