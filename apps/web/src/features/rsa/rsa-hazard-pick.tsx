import { lazy, Suspense, useState } from 'react';
import { App, Button } from 'antd';
import { rsaAssessmentResource } from '@jikim/shared/src/rsa/assessment.resource';
import { i18n } from '@/lib/i18n';
import type { ResourceChildTools } from '@/lib/resource/resource-detail';
import { resourceNs } from '@/lib/resource/resource-fields';

// the hazard library's picker loads when it is first opened
const RsaHazardPickDialog = lazy(() => import('./rsa-hazard-pick-dialog'));

type ToolProps = Parameters<ResourceChildTools[string]>[0];

/** 유해·위험요인 목록에서 선택: a row filled from the plant's library (class, hazard, disaster type, standard controls), editable */
export default function HazardPick({ collection, record, rows, setRows }: ToolProps & { collection: 'hazards' | 'jsaSteps' }) {
  const t = (k: string) => i18n.t(k, { ns: resourceNs(rsaAssessmentResource) });
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const def = rsaAssessmentResource.children.find((c) => c.name === collection)!;
  const plantCd = typeof record.plantCd === 'string' ? record.plantCd : '';
  const pick = (row: Record<string, unknown>) => {
    setRows([...rows, row]);
    setOpen(false);
    void message.success(t('picked'));
  };
  return (
    <>
      <Button size="small" disabled={!plantCd || rows.length >= def.maxRows} data-testid={`rsa-pick-${collection}`}
        onClick={() => { setLoaded(true); setOpen(true); }}>{t('pickHazard')}</Button>
      {loaded && (
        <Suspense fallback={null}>
          <RsaHazardPickDialog open={open} collection={def} plantCd={plantCd} unitWorkNo={typeof record.unitWorkNo === 'number' ? record.unitWorkNo : null} onPick={pick} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
