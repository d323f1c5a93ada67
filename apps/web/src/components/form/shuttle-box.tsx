import { Transfer } from 'antd';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';

/** spec §2 shuttle box (dual list): items move between 'available' and 'chosen' */
export function ShuttleBox({ items, value, onChange, disabled, height = 240 }: {
  items: { key: string; title: string }[]; value: string[]; onChange?: (keys: string[]) => void; disabled?: boolean; height?: number;
}) {
  const { t } = useT(UI_NS);
  return (
    <Transfer
      dataSource={items}
      targetKeys={value}
      disabled={disabled}
      titles={[t('shuttleSource'), t('shuttleTarget')]}
      render={(i) => i.title}
      showSearch
      styles={{ section: { width: 220, height } }}
      onChange={(keys) => onChange?.(keys.map(String))}
    />
  );
}
