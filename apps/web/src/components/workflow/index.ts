export { WorkflowActions, WorkflowHistory, WorkflowStatusTag, workflowKeys } from './workflow-panel';
export { WORKFLOW_NS } from './workflow.i18n';
export { SeparatedActionButton, separatedActionsOf, useSeparationReason } from './separated-action';
