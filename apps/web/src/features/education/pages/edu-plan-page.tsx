import { lazy, Suspense } from 'react';
import { Tabs } from 'antd';
import { eduPlanResource } from '@jikim/shared/src/education/plan.resource';
import { usePageMeta } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { ResourceList, useResourceTranslations } from '@/lib/resource/resource-list';
import { EDU_NS } from '../edu.i18n';

const Panel = lazy(() => import('../components/plan-actual-panel').then((m) => ({ default: m.PlanActualPanel })));
// the departments' summary (a grid with progress bars) loads when its tab is opened
const PlanSummary = lazy(() => import('../components/plan-summary').then((m) => ({ default: m.PlanSummary })));

/**
 * 교육계획 (/education/eduPlan, menu SAF_EDU_PLAN): the plans per department, year and half-year (definition-driven list and
 * detail with the planned courses as child rows; a saved plan shows its plan vs actual), and the departments' summary.
 */
export default function EduPlanPage() {
  const { t } = useT(EDU_NS);
  const { editable } = usePageMeta();
  useResourceTranslations(eduPlanResource);
  return (
    <Tabs items={[
      {
        key: 'plans', label: t('plan.tabPlans'),
        children: <ResourceList def={eduPlanResource} editable={editable} overrides={{ detailExtras: (p) => <Suspense fallback={null}><Panel record={p.record} /></Suspense> }} />,
      },
      { key: 'actual', label: t('plan.tabActual'), children: <Suspense fallback={null}><PlanSummary /></Suspense> },
    ]} />
  );
}
