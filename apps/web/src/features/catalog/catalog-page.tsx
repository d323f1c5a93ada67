import { lazy, Suspense } from 'react';
import { Spin, Tabs, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';
import { FormSection } from './form-section';

// the other tabs load when first opened (antd renders a tab's children on first activation; issue 13 page budget)
const GridSection = lazy(() => import('./grid-section').then((m) => ({ default: m.GridSection })));
const PickerSection = lazy(() => import('./picker-section').then((m) => ({ default: m.PickerSection })));
const MediaSection = lazy(() => import('./media-section').then((m) => ({ default: m.MediaSection })));
const later = (node: React.ReactNode) => <Suspense fallback={<Spin />}>{node}</Suspense>;

/** spec "demo pages": every shared widget in its states (editable, read-only, disabled, error), in Korean */
export default function CatalogPage() {
  const { t } = useT(CATALOG_NS);
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'form', label: t('tabForm'), children: <FormSection /> },
          { key: 'grid', label: t('tabGrid'), children: later(<GridSection />) },
          { key: 'picker', label: t('tabPicker'), children: later(<PickerSection />) },
          { key: 'media', label: t('tabMedia'), children: later(<MediaSection />) },
        ]}
      />
    </div>
  );
}
