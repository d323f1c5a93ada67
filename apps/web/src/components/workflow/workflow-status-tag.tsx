import { Tag } from 'antd';
import { statusOf, type TWorkflowDefinition } from '@jikim/shared';
import { useLocale } from '@/lib/i18n';

/** the status as a coloured tag with its label in the interface language (its own file: lists load only this) */
export function WorkflowStatusTag({ wf, code }: { wf: TWorkflowDefinition; code: unknown }) {
  const { lang } = useLocale();
  const s = statusOf(wf, code);
  return <Tag color={s?.color} data-testid="wf-status">{s ? s.label[lang] : String(code ?? '')}</Tag>;
}
