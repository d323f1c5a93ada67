import { statusOf, type TWorkflowDefinition } from '@jikim/shared';
import { useLocale } from '@/lib/i18n';
import { StatusBadge } from './status-badge';

/** the status as a coloured label with its text in the interface language (its own file: lists load only this) */
export function WorkflowStatusTag({ wf, code }: { wf: TWorkflowDefinition; code: unknown }) {
  const { lang } = useLocale();
  const s = statusOf(wf, code);
  return <StatusBadge color={s?.color ?? 'default'} data-testid="wf-status">{s ? s.label[lang] : String(code ?? '')}</StatusBadge>;
}
