import { lazy, Suspense, useState } from 'react';
import { Button, DatePicker, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { CHM_API } from '@jikim/shared/src/chm/chm.const';
import { CHM_LINK_API } from '@jikim/shared/src/chm/links';
import { chmInoutResource } from '@jikim/shared/src/chm/storage.resource';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { resourcePageWith } from '@/lib/resource';
import { CHM_NS } from './chm.i18n';

const ResourceDetail = lazy(() => import('@/lib/resource/resource-detail').then((m) => ({ default: m.ResourceDetail })));

/** 입출고·수불: movements are entered, never edited (a correction is a 재고조정); the month's ledger as Excel */
export const loadInoutPage = () => resourcePageWith([chmInoutResource], {
  [chmInoutResource.name]: {
    detail: ({ keyValue, open, editable, onClose }) => (
      <Suspense fallback={null}><ResourceDetail def={chmInoutResource} keyValue={keyValue} open={open} editable={editable && keyValue === null} onClose={onClose} /></Suspense>
    ),
    toolbar: <Space wrap><LedgerButton /><StatsButton /></Space>,
  },
});

function LedgerButton() {
  const { t } = useT(CHM_NS);
  const worker = useWorker();
  const [ym, setYm] = useState(dayjs().format('YYYY-MM'));
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadServerExcel } = await import('@/components/grid/grid-excel');
      await downloadServerExcel(CHM_API.ledger, { plantCd: worker?.plantCd ?? '', ym }, `수불대장_${ym}.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <DatePicker picker="month" aria-label={t('month')} value={dayjs(`${ym}-01`)} allowClear={false} onChange={(d) => d && setYm(d.format('YYYY-MM'))} />
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="chm-ledger">{t('ledger')}</Button>
    </Space>
  );
}

/** 화학물질 통계조사: the year's handled amount per substance (Σ kg × max content %) in the survey's layout */
function StatsButton() {
  const { t } = useT(CHM_NS);
  const worker = useWorker();
  const [year, setYear] = useState(dayjs().year() - 1);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadServerExcel } = await import('@/components/grid/grid-excel');
      await downloadServerExcel(`${CHM_LINK_API.yearlyStats}/excel`, { plantCd: worker?.plantCd ?? '', year }, `${t('statsFile')}_${String(year)}.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <DatePicker picker="year" aria-label={t('statsYear')} value={dayjs(`${String(year)}-01-01`)} allowClear={false} onChange={(d) => d && setYear(d.year())} />
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="chm-stats">{t('stats')}</Button>
    </Space>
  );
}
