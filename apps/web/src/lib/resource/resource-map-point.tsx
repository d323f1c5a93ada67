import { Button, Space } from 'antd';
import type { TResourceDefinition } from '@jikim/shared';
import { UI_NS } from '@/components/ui.i18n';
import { MapImage, PIN } from '@/components/plant-map/map-image';
import { useT } from '@/lib/i18n';
import { MutedText } from '@/components/form/muted-text';

/**
 * A record's place on its plant map (`def.mapPoint`, issue 28): the map chosen in the map field (its select is the form's
 * field) shown with the record's pin; while editable a click on the image places the point (fractions 0–1 of the image).
 * Read-only shows the pin only.
 */
export function ResourceMapPoint({ def, values, readonly, onChange }: {
  def: TResourceDefinition; values: Record<string, unknown>; readonly: boolean; onChange: (patch: Record<string, unknown>) => void;
}) {
  const { t } = useT(UI_NS);
  const mp = def.mapPoint!;
  const mapNo = values[mp.map] === null || values[mp.map] === undefined || values[mp.map] === '' ? null : Number(values[mp.map]);
  const x = values[mp.x];
  const y = values[mp.y];
  const placed = x !== null && x !== undefined && y !== null && y !== undefined;
  const title = String(values[def.listColumns.find((c) => c.link)?.name ?? def.key.name] ?? '');
  const pins = mapNo !== null && placed ? [{ key: 'here', x: Number(x), y: Number(y), color: PIN.blue!, title }] : [];
  if (mapNo === null) return readonly ? null : <MutedText testId="map-point-choose">{t('mapPointPick')}</MutedText>;
  return (
    <div data-testid="map-point" data-x={placed ? String(x) : ''} data-y={placed ? String(y) : ''} style={{ marginBottom: 12 }}>
      {!readonly && (
        <Space wrap style={{ marginBottom: 8 }}>
          <MutedText>{t('mapPointPick')}</MutedText>
          {placed && <Button size="small" onClick={() => onChange({ [mp.x]: null, [mp.y]: null })}>{t('mapPointClear')}</Button>}
        </Space>
      )}
      {readonly && !placed && <MutedText>{t('mapPointNone')}</MutedText>}
      <div>
        <MapImage files={mp.files} mapNo={mapNo} pins={pins} testId="map-point-image" onPick={readonly ? undefined : (px, py) => onChange({ [mp.x]: px, [mp.y]: py })} />
      </div>
    </div>
  );
}

export default ResourceMapPoint;
