import { App, Divider, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isEditableStatus, type TResourceDefinition, type TResourceRow } from '@jikim/shared';
import { UI_NS } from '@/components';
import { WORKFLOW_NS, WorkflowActions, WorkflowHistory, WorkflowStatusTag } from '@/components/workflow';
import { useT } from '@/lib/i18n';

export { mayCreateRecords } from './resource-fields';

/** a record in a final status (or outside its workflow's editable statuses) is read-only in the form (the server refuses its update and delete with 409) */
export const workflowLocked = (def: TResourceDefinition, row: Record<string, unknown> | undefined): boolean =>
  !!def.workflow && !!row && !isEditableStatus(def.workflow, row[def.workflow.statusField]);

/** status tag + the caller's allowed actions (top of the detail) and the history timeline (bottom) */
export function ResourceWorkflowHead({ def, record, unsaved, prepare }: {
  def: TResourceDefinition; record: TResourceRow;
  /** the form has unsaved changes: `prepare` saves them before a transition (see WorkflowActions) */
  unsaved?: boolean; prepare?: () => Promise<TResourceRow | null>;
}) {
  const wf = def.workflow!;
  const { t } = useT(WORKFLOW_NS);
  const { t: tu } = useT(UI_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  return (
    <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }} data-testid="wf-head">
      <Space size={6}>
        <Typography.Text type="secondary">{t('status')}</Typography.Text>
        <WorkflowStatusTag wf={wf} code={record[wf.statusField]} />
      </Space>
      <WorkflowActions def={def} record={record} unsaved={unsaved} prepare={prepare} onDone={() => {
        void message.success(tu('success'));
        // the record (new status, version, actions), the list and the history reload
        void qc.invalidateQueries({ queryKey: ['resource', def.name] });
      }} />
    </Space>
  );
}

export function ResourceWorkflowHistory({ def, keyValue }: { def: TResourceDefinition; keyValue: string | number }) {
  const { t } = useT(WORKFLOW_NS);
  return (
    <>
      <Divider titlePlacement="start" plain>{t('history')}</Divider>
      <WorkflowHistory def={def} keyValue={keyValue} />
    </>
  );
}
