import { lazy, Suspense, useState } from 'react';
import { Button, Space } from 'antd';
import { CalendarOutlined, LineChartOutlined, UploadOutlined } from '@ant-design/icons';
import type { TEnvMedia } from '@jikim/shared/src/env/env.const';
import { envLogResources } from '@jikim/shared/src/env/oplog.resource';
import { envMeasureResources } from '@jikim/shared/src/env/measure.resource';
import { usePageMeta } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { resourcePageWith } from '@/lib/resource';
import { ENV_NS } from './env.i18n';

// the drawers load when opened (the list page's budget)
const LogMonthDrawer = lazy(() => import('./env-log-tools').then((m) => ({ default: m.LogMonthDrawer })));
const LogUploadDrawer = lazy(() => import('./env-log-tools').then((m) => ({ default: m.LogUploadDrawer })));
const DueDrawer = lazy(() => import('./env-measure-tools').then((m) => ({ default: m.DueDrawer })));

/** 운영일지: the definition's list and detail, with the month view (gaps) and the month-sheet upload */
export const loadLogPage = (media: TEnvMedia) => resourcePageWith([envLogResources[media]], { [envLogResources[media].name]: { toolbar: <LogToolbar media={media} /> } });

/** 자가측정: the definition's list and detail, with the due list per outlet and each outlet's trend against its limit */
export const loadMeasurePage = (media: TEnvMedia) => resourcePageWith([envMeasureResources[media]], { [envMeasureResources[media].name]: { toolbar: <MeasureToolbar media={media} /> } });

function LogToolbar({ media }: { media: TEnvMedia }) {
  const { t } = useT(ENV_NS);
  const { editable } = usePageMeta();
  const [open, setOpen] = useState<'month' | 'upload' | null>(null);
  return (
    <Space>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen('month')} data-testid="env-log-month">{t('monthView')}</Button>
      {editable && <Button icon={<UploadOutlined />} onClick={() => setOpen('upload')} data-testid="env-log-upload">{t('upload')}</Button>}
      <Suspense fallback={null}>
        {open === 'month' && <LogMonthDrawer media={media} onClose={() => setOpen(null)} />}
        {open === 'upload' && <LogUploadDrawer media={media} onClose={() => setOpen(null)} />}
      </Suspense>
    </Space>
  );
}

function MeasureToolbar({ media }: { media: TEnvMedia }) {
  const { t } = useT(ENV_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<LineChartOutlined />} onClick={() => setOpen(true)} data-testid="env-due">{t('due')}</Button>
      <Suspense fallback={null}>{open && <DueDrawer media={media} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
