import { useState } from 'react';
import { App, Button, Col, Divider, Drawer, Form, Popconfirm, Row, Space, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceCreateSchema, resourceUpdateSchema, type TResourceDefinition, type TResourceRow } from '@jikim/shared';
import { showValidationError, UI_NS } from '@/components';
import { FileUploader, uploadApi } from '@/components/upload';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { labelOf, ResourceFieldInput } from './resource-fields';

export type ResourceDetailProps = {
  def: TResourceDefinition;
  /** null = new record */
  keyValue: string | number | null;
  open: boolean;
  editable: boolean;
  onClose: () => void;
  /** a new record was saved: a definition with attachments keeps the drawer open on it so files can be added */
  onCreated?: (key: string | number) => void;
};

const blank = (def: TResourceDefinition) => {
  const v: Record<string, unknown> = {};
  for (const f of def.fields) {
    const d = f.schema.safeParse(undefined);
    v[f.name] = d.success ? d.data : null;
  }
  return v;
};

/** detail drawer: loads the record (or starts blank) and mounts the form with it */
export function ResourceDetail({ def, keyValue, open, editable, onClose, onCreated }: ResourceDetailProps) {
  const isNew = keyValue === null;
  const url = `${def.basePath}/${encodeURIComponent(String(keyValue))}`;
  const q = useQuery({ queryKey: ['resource', def.name, 'get', keyValue], enabled: open && !isNew, queryFn: () => http.get<TResourceRow>(url) });
  return (
    <Drawer open={open} onClose={onClose} size={720} title={labelOf(def, def.title)} destroyOnHidden>
      {open && (isNew || q.data) ? (
        <DetailForm key={`${String(keyValue)}:${q.dataUpdatedAt}`} def={def} url={url} isNew={isNew} initial={isNew ? blank(def) : q.data!} editable={editable} onDone={onClose} onCreated={onCreated} />
      ) : open ? <Spin /> : null}
    </Drawer>
  );
}

/**
 * Detail form rendered from a definition: fields by type, the definition's zod rules (the same the
 * server applies) checked before saving; a failed check opens the 에러 dialog (spec §5, M0000000881).
 */
function DetailForm({ def, url, isNew, initial, editable, onDone, onCreated }: {
  def: TResourceDefinition; url: string; isNew: boolean; initial: Record<string, unknown>; editable: boolean; onDone: () => void;
  onCreated?: (key: string | number) => void;
}) {
  const { t } = useT(UI_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const taskClasses = def.attachments ?? [];
  const recordKey = isNew ? null : String(initial[def.key.name]);
  const done = async () => {
    await qc.invalidateQueries({ queryKey: ['resource', def.name] });
    void message.success(t('success'));
    onDone();
  };
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const row = await (isNew ? http.post<TResourceRow>(def.basePath, body) : http.put<TResourceRow>(url, body));
      // files uploaded in this form are temporary until the record is saved (attachments: apply on save)
      if (recordKey !== null) await Promise.all(taskClasses.map((taskClassNm) => uploadApi.apply({ taskClassNm, attachFileId: recordKey })));
      return row;
    },
    onSuccess: async (row) => {
      const key = row[def.key.name];
      if (isNew && taskClasses.length > 0 && onCreated && (typeof key === 'string' || typeof key === 'number')) {
        await qc.invalidateQueries({ queryKey: ['resource', def.name] });
        void message.success(t('success'));
        onCreated(key);
        return;
      }
      await done();
    },
  });
  const remove = useMutation({ mutationFn: () => http.delete(`${url}?version=${String(values.version ?? '')}`), onSuccess: done });

  const submit = () => {
    const schema = isNew ? resourceCreateSchema(def) : resourceUpdateSchema(def);
    const parsed = schema.safeParse(values);
    const errs: Record<string, string> = {};
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const name = String(i.path[0] ?? '');
        errs[name] ??= /[가-힣]/.test(i.message) && !i.message.startsWith('[400') ? i.message : t('required');
      }
    } else {
      const cross = def.validate?.(parsed.data as Record<string, unknown>);
      if (cross) errs[cross.field] = cross.message;
    }
    setErrors(errs);
    const first = Object.keys(errs)[0];
    if (first) {
      const f = def.fields.find((x) => x.name === first);
      showValidationError(`[${f ? labelOf(def, f.label) : first}] ${errs[first]}`);
      return;
    }
    save.mutate(parsed.data as Record<string, unknown>);
  };

  return (
    <Form layout="vertical" component="div">
      <Row gutter={12}>
        {def.fields.filter((f) => f.inForm !== false).map((f) => (
          <Col key={f.name} xs={24} md={f.span ?? 12}>
            <ResourceFieldInput def={def} field={f} value={values[f.name]} values={values} isNew={isNew} readonly={!editable} error={errors[f.name]}
              onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))} />
          </Col>
        ))}
      </Row>
      {taskClasses.length > 0 && (
        <>
          <Divider titlePlacement="start" plain>{t('attachments')}</Divider>
          {taskClasses.map((taskClassNm) => (
            <FileUploader key={taskClassNm} taskClassNm={taskClassNm} attachFileId={recordKey} editable={editable} />
          ))}
          {recordKey === null && editable && <Typography.Text type="secondary" data-testid="attach-after-save">{t('attachAfterSave')}</Typography.Text>}
        </>
      )}
      {editable && (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          {!isNew && (
            <Popconfirm title={t('delete')} okText={t('confirm')} cancelText={t('cancel')} onConfirm={() => remove.mutate()}>
              <Button danger loading={remove.isPending}>{t('delete')}</Button>
            </Popconfirm>
          )}
          <Button type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>
        </Space>
      )}
    </Form>
  );
}
