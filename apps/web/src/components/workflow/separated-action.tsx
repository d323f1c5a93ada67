import { useId } from 'react';
import { Button, Tooltip, Typography, type ButtonProps } from 'antd';
import type { TResourceDefinition, TSeparatedAction, TResourceRow, TWorkflowDefinition } from '@jikim/shared';
import { useLocale, useT } from '@/lib/i18n';
import { WORKFLOW_NS } from './workflow.i18n';

/** the actions segregation of duties refuses the caller on this record, as the server answered them (GET one) */
export const separatedActionsOf = (record: TResourceRow): TSeparatedAction[] => (record.separatedActions as TSeparatedAction[] | undefined) ?? [];

/**
 * Why the caller may not take a separated action, in their language: the earlier step they took on the record, or the
 * record's field that names them (labels from the definition: transitions in four languages, field labels in its i18n).
 */
export function useSeparationReason(def: Pick<TResourceDefinition, 'fields' | 'i18n'> & { workflow?: TWorkflowDefinition }) {
  const { t } = useT(WORKFLOW_NS);
  const { lang } = useLocale();
  const actionLabel = (a: string) => def.workflow?.transitions.find((x) => x.action === a)?.label[lang] ?? a;
  const fieldLabel = (name: string) => {
    const key = def.fields.find((f) => f.name === name)?.label ?? name;
    return def.i18n[lang]?.[key] ?? def.i18n.ko[key] ?? name;
  };
  return (s: TSeparatedAction): string => {
    const action = actionLabel(s.action);
    if (s.taken) return t('separatedTaken', { taken: actionLabel(s.taken), action });
    if (s.field) return t('separatedField', { field: fieldLabel(s.field), action });
    return t('separated', { action });
  };
}

/**
 * A step the caller's role allows but segregation of duties refuses: the button stays in its place, disabled, and says
 * why — a tooltip on hover, the button's description for a screen reader, and with `inlineReason` a line below it
 * (a phone has no hover).
 */
export function SeparatedActionButton({ reason, action, label, inlineReason = false, ...button }: {
  reason: string; action: string; label: string; inlineReason?: boolean;
} & Omit<ButtonProps, 'disabled' | 'onClick' | 'children'>) {
  const id = useId();
  return (
    <span data-testid="wf-separated" data-separated={action} style={inlineReason ? { display: 'block' } : undefined}>
      <Tooltip title={reason}>
        {/* a disabled button gets no pointer events: its wrapper carries the tooltip */}
        <span style={{ display: inlineReason ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
          <Button {...button} disabled aria-describedby={id} data-action={action} style={{ ...button.style, pointerEvents: 'none' }}>{label}</Button>
        </span>
      </Tooltip>
      {inlineReason
        ? <Typography.Text id={id} type="secondary" style={{ display: 'block', marginTop: 4 }}>{reason}</Typography.Text>
        : <span id={id} hidden>{reason}</span>}
    </span>
  );
}
