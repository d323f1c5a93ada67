import { lazy, Suspense } from 'react';
import { Tabs } from 'antd';
import { rsaAssessmentResource } from '@jikim/shared/src/rsa/assessment.resource';
import { usePageMeta } from '@/app/page-context';
import { i18n } from '@/lib/i18n';
import type { ResourceChildTools } from '@/lib/resource/resource-detail';
import { resourceNs } from '@/lib/resource/resource-fields';
import { ResourceList, ResourceTitle, useResourceTranslations } from '@/lib/resource/resource-list';

// the unit-work master (its definition and Excel upload) loads when its tab is opened, not with the assessments
const RsaUnitWorkTab = lazy(() => import('./rsa-unit-work-tab'));
// the hazard library's button (and, on its first click, its picker) loads with a detail form that shows it
const HazardPick = lazy(() => import('./rsa-hazard-pick'));

const childTools: ResourceChildTools = {
  hazards: (p) => <Suspense fallback={null}><HazardPick collection="hazards" {...p} /></Suspense>,
  jsaSteps: (p) => <Suspense fallback={null}><HazardPick collection="jsaSteps" {...p} /></Suspense>,
};

/** 위험성평가 결과 | 단위작업: the assessments, and the unit-work master they pick from (with its Excel upload) */
export default function RsaAssessmentPage() {
  const { editable } = usePageMeta();
  useResourceTranslations(rsaAssessmentResource);
  return (
    <Tabs items={[
      { key: rsaAssessmentResource.name, label: <ResourceTitle def={rsaAssessmentResource} />, children: <ResourceList def={rsaAssessmentResource} editable={editable} overrides={{ childTools }} /> },
      { key: 'rsaUnitWork', label: i18n.t('unitWorkNm', { ns: resourceNs(rsaAssessmentResource) }), children: <Suspense fallback={null}><RsaUnitWorkTab /></Suspense> },
    ]} />
  );
}
