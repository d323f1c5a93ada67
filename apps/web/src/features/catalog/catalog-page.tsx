import { Tabs, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';
import { FormSection } from './form-section';
import { GridSection } from './grid-section';
import { MediaSection } from './media-section';
import { PickerSection } from './picker-section';

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
          { key: 'grid', label: t('tabGrid'), children: <GridSection /> },
          { key: 'picker', label: t('tabPicker'), children: <PickerSection /> },
          { key: 'media', label: t('tabMedia'), children: <MediaSection /> },
        ]}
      />
    </div>
  );
}
