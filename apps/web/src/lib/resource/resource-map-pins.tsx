import { useState } from 'react';
import { Card, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { mapOptionsUrl, mapPinsUrl, type TMapPinRow, type TResourceDefinition } from '@jikim/shared';
import { PlantSelect } from '@/components/pickers/plant-select';
import { UI_NS } from '@/components/ui.i18n';
import { MapImage, PIN, type TMapPin } from '@/components/plant-map/map-image';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { labelOf } from './resource-fields';
import { MutedText } from '@/components/form/muted-text';

/** a pin's colour by the definition's row tone: danger red, warning orange, none green */
export const pinColorOf = (tone: TMapPinRow['tone']): string => (tone === 'danger' ? PIN.red! : tone === 'warning' ? PIN.orange! : PIN.green!);

/**
 * The records of a definition with `mapPoint` on one map of a plant (`GET <base>/map-pins?<map>=`): a pin per record,
 * coloured by the definition's row tone, titled by its list link column; a click on a pin opens the record (`onOpen`).
 */
export function ResourceMapPins({ def, title, onOpen }: { def: TResourceDefinition; title: string; onOpen: (key: string | number) => void }) {
  const { t } = useT(UI_NS);
  const worker = useWorker();
  const mp = def.mapPoint!;
  const opt = def.fields.find((f) => f.name === mp.map)!.optionsFrom!;
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [chosen, setChosen] = useState<number | null>(null);
  const maps = useQuery({
    queryKey: ['plantMap', 'options', def.name, plantCd], enabled: !!plantCd,
    queryFn: () => http.get<{ list: Record<string, unknown>[] }>(mapOptionsUrl(def.basePath), { plantCd: plantCd! }, { silent: true }),
  });
  const options = (maps.data?.list ?? []).map((m) => ({ value: Number(m[opt.value]), label: String(m[opt.label] ?? m[opt.value]) }));
  const mapNo = chosen !== null && options.some((o) => o.value === chosen) ? chosen : options[0]?.value ?? null;
  const pinsQ = useQuery({
    queryKey: ['resource', def.name, 'mapPins', mapNo], enabled: mapNo !== null,
    queryFn: () => http.get<{ list: TMapPinRow[] }>(mapPinsUrl(def.basePath), { [mp.map]: mapNo! }),
  });
  const pins: TMapPin[] = (pinsQ.data?.list ?? []).map((p) => ({ key: p.key, x: p.x, y: p.y, title: p.title, color: pinColorOf(p.tone), status: p.tone ?? 'ok' }));
  const tone = (k: 'danger' | 'warning') => (def.i18n.ko[`rowTone_${k}`] ? labelOf(def, `rowTone_${k}`) : t(`rowTone_${k}`));
  return (
    <Card size="small" title={title} style={{ marginTop: 12 }} data-testid="map-pins"
      extra={mapNo !== null && <MutedText>{t('mapPinsCount', { n: pins.length })}</MutedText>}>
      <Space wrap style={{ marginBottom: 8 }}>
        <div style={{ width: 200 }}><PlantSelect value={plantCd} onChange={(v) => { setPlantCd(v); setChosen(null); }} /></div>
        <Select style={{ width: 240 }} aria-label={t('mapChoose')} placeholder={t('mapChoose')} value={mapNo} options={options} loading={maps.isFetching} onChange={(v: number) => setChosen(v)} />
        <Tag color="red">{tone('danger')}</Tag>
        <Tag color="orange">{tone('warning')}</Tag>
        <Tag color="green">{t('mapPinOk')}</Tag>
      </Space>
      {maps.isSuccess && options.length === 0 && <MutedText style={{ display: 'block', marginBottom: 12 }}>{t('noMaps')}</MutedText>}
      {mapNo !== null && (
        <div><MapImage files={mp.files} mapNo={mapNo} pins={pins} testId="map-pins-image" onPinClick={(p) => onOpen(p.key)} /></div>
      )}
    </Card>
  );
}

export default ResourceMapPins;
