import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, App, Button, Col, Divider, Drawer, Empty, Form, Grid, Popconfirm, Row, Space, Spin, Typography } from 'antd';
import { isAxiosError } from 'axios';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blankChildRow, checkChildren, visibleChildren, resourceCreateSchema, resourceUpdateSchema, type TResourceDefinition, type TResourceRow } from '@jikim/shared';
import { showValidationError, UI_NS } from '@/components';
import { ChildRowsEditor, type ChildRow } from '@/components/child-grid';
import { attachKeys, FileUploader, UPLOAD_NS, uploadApi, useTempAttachFileId } from '@/components/upload';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { formFields, labelOf } from './resource-fields';
import { ResourceFieldInput } from './resource-field-input';
import { tokens } from '@/lib/auth-store';
import { mayCreateRecords, ResourceWorkflowHead, ResourceWorkflowHistory, workflowLocked } from './resource-workflow';
import { ResourceApprovalStrip, useRecordApproval, type TRecordApproval } from './resource-approval';
import { useOfferedRows } from './resource-offer';
import { ResourceComments } from './resource-comments';
import { isMapCoordinate, mapPointPatch } from './resource-map-point-rules';

// the plant map of a definition with `mapPoint` (issue 28): loaded by the pages that have one
const ResourceMapPoint = lazy(() => import('./resource-map-point'));

export type ResourceDetailProps = {
  def: TResourceDefinition;
  /** null = new record */
  keyValue: string | number | null;
  /** values a new record starts with (the menu's fixed filters, e.g. its check type) */
  presets?: Record<string, unknown>;
  open: boolean;
  editable: boolean;
  onClose: () => void;
  /** a new record was saved: a definition with attachments keeps the drawer open on it so files can be added */
  onCreated?: (key: string | number) => void;
  /** a module's part of a saved record's detail (a vendor's login accounts, an entry pass's QR): below the form */
  extras?: (p: { record: TResourceRow; editable: boolean }) => ReactNode;
  /** a module's buttons in a child grid's bar, per collection (e.g. pick hazards from a library); given the record and its rows */
  childTools?: ResourceChildTools;
  /** 1:1 sub-records of this definition (their `parent` names it) shown as tabs of the same page: a button opens each */
  related?: { def: TResourceDefinition; open: (key: string | number) => void }[];
  /** new records of other tabs this record starts (`def.starts`): a button each, opening the other tab's form filled in */
  starts?: (NonNullable<TResourceDefinition['starts']>[number] & { def: TResourceDefinition; open: (presets: Record<string, unknown>) => void })[];
};

/** collection name → its grid's extra buttons: `record` is the form's current values, `setRows` replaces the collection's rows */
/** a module's buttons in a child grid: they may change the rows and (`patch`) the record's own fields, e.g. an import */
export type ResourceChildTools = Record<string, (p: {
  record: Record<string, unknown>; rows: ChildRow[]; setRows: (rows: ChildRow[]) => void; patch: (values: Record<string, unknown>) => void;
}) => ReactNode>;

const blank = (def: TResourceDefinition) => {
  const v: Record<string, unknown> = {};
  for (const f of def.fields) {
    const d = f.schema.safeParse(undefined);
    v[f.name] = d.success ? d.data : null;
  }
  // child collections start with their minimum number of blank rows
  for (const c of def.children ?? []) v[c.name] = Array.from({ length: c.minRows ?? 0 }, () => blankChildRow(c));
  return v;
};

/** the record's approval keeps it read-only (in the definition's `approvalLocksIn` statuses only, when it names them) */
const approvalLocked = (def: TResourceDefinition, row: TResourceRow | undefined, editableYn: string | undefined) =>
  editableYn === 'N' && (!def.approvalLocksIn || !def.workflow || !row || def.approvalLocksIn.includes(String(row[def.workflow.statusField])));

/** detail drawer: loads the record (or starts blank) and mounts the form with it */
export function ResourceDetail({ def, keyValue, open, editable, onClose, onCreated, extras, presets, childTools, related, starts }: ResourceDetailProps) {
  const isNew = keyValue === null;
  const url = `${def.basePath}/${encodeURIComponent(String(keyValue))}`;
  const q = useQuery({
    queryKey: ['resource', def.name, 'get', keyValue], enabled: open && !isNew, retry: false,
    // a 1:1 sub-record not written yet is a state (404 → "not written yet" with a way to start it), not an error dialog
    queryFn: () => http.get<TResourceRow>(url, undefined, def.parent ? { skipErrorHandler: true } : undefined),
  });
  const missing = !!def.parent && q.isError && isAxiosError(q.error) && q.error.response?.status === 404;
  // the sub-record being started: the key and the parent's copied fields
  const [startingAt, setStarting] = useState<{ key: string | number | null; presets: Record<string, unknown> } | null>(null);
  const starting = startingAt && startingAt.key === keyValue ? startingAt.presets : null;
  const { t: tui } = useT(UI_NS);
  const qc = useQueryClient();
  const { modal } = App.useApp();
  const { t: tu } = useT(UPLOAD_NS);
  // a record in approval or approved is read-only (the server answers its writes 409 APPR_LOCKED)
  const approval = useRecordApproval(def, open && !isNew ? keyValue : null, def.workflow ? q.data?.[def.workflow.statusField] : undefined);
  // the temporary attachment group of the new-record form (set by the form)
  const tempGroupRef = useRef<string | null>(null);
  const close = () => {
    const tempId = isNew ? tempGroupRef.current : null;
    const unsaved = tempId !== null && (def.attachments ?? []).some((taskClassNm) => (qc.getQueryData<unknown[]>(attachKeys.list({ taskClassNm, attachFileId: tempId }))?.length ?? 0) > 0);
    // a new record with files picked but not saved: closing asks, since the files go with the unsaved record
    if (!unsaved) return onClose();
    modal.confirm({ title: tu('confirmTitle'), content: tu('discardTemp'), okText: tu('ok'), cancelText: tu('cancel'), onOk: onClose });
  };
  return (
    <Drawer open={open} onClose={close} size={720} title={labelOf(def, def.title)} destroyOnHidden>
      {open && (isNew || q.data) ? (
        <DetailForm key={`${String(keyValue)}:${q.dataUpdatedAt}`} def={def} url={url} isNew={isNew} initial={isNew ? { ...blank(def), ...presets } : q.data!} editable={editable && !workflowLocked(def, q.data) && !approvalLocked(def, q.data, approval.data?.editableYn)}
          filesEditable={approval.data?.editableYn !== 'N'} onDone={onClose} onCreated={onCreated} tempGroupRef={tempGroupRef} childTools={childTools}
          approval={approval.data} menuEditable={editable} related={related?.map((r) => ({ ...r, open: (k: string | number) => { onClose(); r.open(k); } }))}
          starts={starts?.map((st) => ({ ...st, open: (p: Record<string, unknown>) => { onClose(); st.open(p); } }))} />
      ) : open && missing && starting ? (
        <DetailForm key={`start:${String(keyValue)}`} def={def} url={url} isNew initial={{ ...blank(def), ...starting }} editable fixed={[def.key.name]}
          onDone={onClose} onCreated={(k) => { setStarting(null); onCreated?.(k); }} tempGroupRef={tempGroupRef} childTools={childTools} />
      ) : open && missing ? (
        <SubRecordStart def={def} keyValue={keyValue} editable={editable} onStart={(presets) => setStarting({ key: keyValue, presets })} />
      ) : open && q.isError ? (
        // any other failure was shown by the error catalogue: the drawer says so instead of spinning
        <Alert type="error" showIcon data-testid="detail-load-failed" title={tui('loadFailed')} action={<Button size="small" onClick={() => void q.refetch()}>{tui('retry')}</Button>} />
      ) : open ? <Spin /> : null}
      {open && !isNew && q.data && extras?.({ record: q.data, editable })}
    </Drawer>
  );
}

/** a 1:1 sub-record not written yet: says so and, for a writer, starts it with the key and the parent's fields */
function SubRecordStart({ def, keyValue, editable, onStart }: {
  def: TResourceDefinition; keyValue: string | number | null; editable: boolean; onStart: (presets: Record<string, unknown>) => void;
}) {
  const { t } = useT(UI_NS);
  const parent = def.parent!;
  const load = useMutation({
    mutationFn: () => http.get<TResourceRow>(`${parent.basePath}/${encodeURIComponent(String(keyValue))}`),
    // the key as its definition types it (a link or a tab hands it over as text)
    onSuccess: (row) => onStart({ [def.key.name]: def.key.type === 'number' ? Number(keyValue) : keyValue, ...Object.fromEntries((parent.copy ?? []).map((f) => [f, row[f] ?? null])) }),
  });
  const title = labelOf(def, def.title);
  return (
    <Empty data-testid="sub-record-missing" description={t('notWrittenYet')}>
      {editable && <Button type="primary" loading={load.isPending} onClick={() => load.mutate()} data-testid="sub-record-start">{t('startRecord', { title })}</Button>}
    </Empty>
  );
}

/**
 * Detail form rendered from a definition: fields by type, the definition's zod rules (the same the
 * server applies) checked before saving; a failed check opens the 에러 dialog (spec §5, M0000000881).
 */
function DetailForm({ def, url, isNew, initial, editable, filesEditable = editable, onDone, onCreated, tempGroupRef, approval, menuEditable = false, childTools, related, starts, fixed }: {
  def: TResourceDefinition; url: string; isNew: boolean; initial: Record<string, unknown>; editable: boolean;
  /** fields given by where the form was started (a sub-record's key: its parent's), shown read-only */
  fixed?: string[];
  /** files of an approved record stay part of the approved document (the server answers 409) even where `approvalLocksIn` reopens the record */
  filesEditable?: boolean; onDone: () => void;
  onCreated?: (key: string | number) => void; tempGroupRef: RefObject<string | null>; childTools?: ResourceChildTools;
  /** the record's approval state (definitions with `approvalType`) and whether the caller writes on the menu (may request it) */
  approval?: TRecordApproval; menuEditable?: boolean; starts?: ResourceDetailProps['starts'];
  related?: ResourceDetailProps['related'];
}) {
  const { t } = useT(UI_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  // a drawer opened on a phone (below 768 px) gets the phone-sized 결재 strip and dialogs
  const onPhone = Grid.useBreakpoint().md === false;
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  // the values as last saved: a difference is an unsaved change, which a transition or a 결재 요청 saves first
  const [base, setBase] = useState<Record<string, unknown>>(initial);
  const unsaved = editable && !isNew && JSON.stringify(values) !== JSON.stringify(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // standard rows of the record's kinds (a collection's `offer`: a permit's safety measures) follow its kinds while editable
  useOfferedRows(def, values, editable, (name, rows) => setValues((s) => ({ ...s, [name]: rows })));
  // the child-grid cell a failed row check points at
  const [childError, setChildError] = useState<{ collection: string; rowNo: number; field: string } | null>(null);
  const taskClasses = def.attachments ?? [];
  const recordKey = isNew ? null : String(initial[def.key.name]);
  // a new record's files go to a temporary group of this form; the create claims them (same transaction)
  const tempId = useTempAttachFileId();
  useEffect(() => {
    tempGroupRef.current = isNew && editable ? tempId : null;
  }, [tempGroupRef, isNew, editable, tempId]);
  const saved = useRef(false);
  useEffect(() => {
    if (!isNew || !editable) return undefined;
    const flag = saved;
    // closed without saving a new record: its temporary files go now (they would count against the user's quota until the cleanup)
    return () => {
      if (flag.current) return;
      for (const taskClassNm of def.attachments ?? []) {
        const g = { taskClassNm, attachFileId: tempId };
        if (qc.getQueryData<unknown[]>(attachKeys.list(g))?.length) void uploadApi.discardTemp(g).catch(() => undefined);
      }
    };
  }, [isNew, editable, def.attachments, tempId, qc]);
  const done = async () => {
    await qc.invalidateQueries({ queryKey: ['resource', def.name] });
    void message.success(t('success'));
    onDone();
  };
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      // files of an existing record are kept as soon as they are uploaded; a new record claims its temporary group
      const createUrl = taskClasses.length > 0 ? `${def.basePath}?attachTempId=${tempId}` : def.basePath;
      const row = await (isNew ? http.post<TResourceRow>(createUrl, body) : http.put<TResourceRow>(url, body));
      if (isNew) saved.current = true;
      return row;
    },
    onSuccess: async (row) => {
      const key = row[def.key.name];
      // a record with files to add, or a 1:1 sub-record (its 결재 comes next), stays open on the created record
      if (isNew && (taskClasses.length > 0 || def.parent) && onCreated && (typeof key === 'string' || typeof key === 'number')) {
        await qc.invalidateQueries({ queryKey: ['resource', def.name] });
        void message.success(t('success'));
        onCreated(key);
        return;
      }
      await done();
    },
  });
  const remove = useMutation({ mutationFn: () => http.delete(`${url}?version=${String(values.version ?? '')}`), onSuccess: done });

  /** the form's checks (the server's rules); the body to send, or null when a check failed (shown to the person) */
  const check = (): Record<string, unknown> | null => {
    // child rows first: the spec §5 row message (column label in the user's language, row number), as the server words it
    const labels = Object.fromEntries(Object.keys(def.i18n.ko).map((k) => [k, labelOf(def, k)]));
    const rowCheck = checkChildren(def, values, { labels, whole: isNew });
    if (!rowCheck.ok) {
      setChildError({ collection: rowCheck.collection, rowNo: rowCheck.rowNo ?? 0, field: rowCheck.field ?? '' });
      showValidationError(rowCheck.message);
      return null;
    }
    setChildError(null);
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
      return null;
    }
    return parsed.data as Record<string, unknown>;
  };
  const submit = () => {
    const body = check();
    if (body) save.mutate(body);
  };
  /**
   * before a transition or a 결재 요청: saves unsaved changes and answers the saved record (its new version); the form
   * stays open on it. Null when a check refused them (the person sees why); a server refusal throws (error catalogue).
   */
  const prepare = async (): Promise<TResourceRow | null> => {
    if (!unsaved) return { ...initial, ...values } as TResourceRow;
    const body = check();
    if (!body) return null;
    const row = await http.put<TResourceRow>(url, body);
    const next = { ...values, version: row.version };
    setValues(next);
    setBase(next);
    void qc.invalidateQueries({ queryKey: ['resource', def.name, 'find'] });
    return row;
  };
  const record = { ...initial, version: values.version } as TResourceRow;

  return (
    <Form layout="vertical" component="div">
      {def.workflow && !isNew && <ResourceWorkflowHead def={def} record={record} unsaved={unsaved} prepare={prepare} />}
      {!isNew && def.approvalType && (
        <ResourceApprovalStrip def={def} record={{ ...record, ...values } as TResourceRow} approval={approval} editable={menuEditable} unsaved={unsaved} prepare={prepare} phone={onPhone} />
      )}
      {!isNew && (def.detailAlerts?.(initial) ?? []).map((a) => (
        <Alert key={a.label} type={a.tone} showIcon data-testid={`detail-alert-${a.label}`} style={{ marginBottom: 12 }}
          message={Object.entries(a.values ?? {}).reduce((m, [k, v]) => m.replaceAll(`{{${k}}}`, v), labelOf(def, a.label))} />
      ))}
      <Row gutter={12}>
        {formFields(def, values, isNew).filter((f) => !isMapCoordinate(def, f.name)).map((f) => (
          <Col key={f.name} xs={24} md={f.span ?? 12}>
            <ResourceFieldInput def={def} field={f} value={values[f.name]} values={values} isNew={isNew} readonly={!editable || !!f.serverOnly || !!fixed?.includes(f.name)} error={errors[f.name]}
              onChange={(v, extra) => setValues((s) => ({ ...s, ...extra, [f.name]: v, ...mapPointPatch(def, f.name, s[f.name], v) }))} />
          </Col>
        ))}
        {def.mapPoint && (
          <Col xs={24}>
            <Suspense fallback={null}>
              <ResourceMapPoint def={def} values={values} readonly={!editable} onChange={(patch) => setValues((s) => ({ ...s, ...patch }))} />
            </Suspense>
          </Col>
        )}
      </Row>
      {/* a collection or column of some records only (visibleWhen, e.g. an assessment method's rows) follows the record */}
      {visibleChildren(def, values).map((c) => (
        <ChildRowsEditor key={c.name} collection={c} rows={(values[c.name] as ChildRow[] | undefined) ?? []} readonly={!editable || !!c.serverOnly}
          label={(k) => labelOf(def, k)} errorCell={childError?.collection === c.name ? childError : null} parent={values} recordKey={recordKey}
          onChange={(rows) => setValues((s) => ({ ...s, [c.name]: rows }))}
          tools={editable ? childTools?.[c.name]?.({
            record: values, rows: (values[c.name] as ChildRow[] | undefined) ?? [], setRows: (rows) => setValues((s) => ({ ...s, [c.name]: rows })),
            patch: (v) => setValues((s) => ({ ...s, ...v })),
          }) : null} />
      ))}
      {taskClasses.length > 0 && (
        <>
          <Divider titlePlacement="start" plain>{t('attachments')}</Divider>
          {taskClasses.map((taskClassNm) => (
            // several groups (e.g. photos before / after) are told apart by the label the definition gives each task class
            <FileUploader key={taskClassNm} taskClassNm={taskClassNm} attachFileId={recordKey ?? (editable ? tempId : null)} editable={editable && filesEditable}
              label={taskClasses.length > 1 && def.i18n.ko[taskClassNm] ? labelOf(def, taskClassNm) : undefined} />
          ))}
          {recordKey === null && editable && <Typography.Text type="secondary" data-testid="attach-after-save">{t('attachAfterSave')}</Typography.Text>}
        </>
      )}
      {(editable || !isNew) && (
        <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          {!isNew && related?.map((r) => (
            // a 1:1 sub-record (the accident's investigation) in its own tab of the page
            <Button key={r.def.name} data-testid={`open-related-${r.def.name}`} onClick={() => r.open(initial[def.key.name] as string | number)}>{labelOf(r.def, r.def.title)}</Button>
          ))}
          {!isNew && menuEditable && starts?.filter((st) => !st.when || st.when(initial)).map((st) => (
            // a new record of another tab started from this one (개정안 작성: the revision's form with the document filled in)
            <Button key={st.name} data-testid={`start-${st.name}`}
              onClick={() => st.open(Object.fromEntries(Object.entries(st.copy).map(([to, from]) => [to, initial[from] ?? null])))}>{labelOf(def, st.label)}</Button>
          ))}
          {!isNew && def.print && (
            // the A4 print view in its own tab (plant, title, number, 결재란); the browser's print gives the PDF
            <Button data-testid="resource-print" onClick={() => window.open(`/print/${encodeURIComponent(def.name)}/${encodeURIComponent(String(recordKey))}`, '_blank', 'noopener')}>{t('print')}</Button>
          )}
          {!isNew && (def.print?.forms ?? []).filter((f) => !f.when || f.when(initial)).map((f) => (
            <Button key={f.path} data-testid={`resource-print-${f.path}`}
              onClick={() => window.open(`/print/${encodeURIComponent(f.path)}/${encodeURIComponent(String(recordKey))}`, '_blank', 'noopener')}>{labelOf(def, f.label)}</Button>
          ))}
          {editable && !isNew && mayCreateRecords(def, tokens.userType()) && (
            <Popconfirm title={t('delete')} okText={t('confirm')} cancelText={t('cancel')} onConfirm={() => remove.mutate()}>
              <Button danger loading={remove.isPending}>{t('delete')}</Button>
            </Popconfirm>
          )}
          {editable && <Button type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>}
        </Space>
      )}
      {def.comments && recordKey !== null && <ResourceComments def={def} keyValue={recordKey} canWrite={menuEditable} />}
      {def.workflow && recordKey !== null && <ResourceWorkflowHistory def={def} keyValue={recordKey} />}
    </Form>
  );
}
