import type { MouseEvent } from 'react';
import { Empty, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { uploadApi } from '@/components/upload/upload-api';
import { useT } from '@/lib/i18n';
import { SAF_WKOD_NS } from './wkod.i18n';

/** Ant Design's palette for the workflow's colour names (pins are plain markers) */
export const PIN: Record<string, string> = { blue: '#1677ff', gold: '#faad14', cyan: '#13c2c2', geekblue: '#2f54eb', orange: '#fa8c16', volcano: '#fa541c', green: '#52c41a', red: '#f5222d', magenta: '#eb2f96', default: '#8c8c8c' };

/** a pin on the map: a point 0..1 of the image's width and height */
export type TMapPin = { key: string | number; x: number; y: number; color: string; title: string; status?: string };

/**
 * A plant/area map (the first image of the map's SAF_WKOD_MAP attachments) with pins. With `onPick`, a click on the image
 * gives the point as fractions of the image (so a pin stays in place whatever size the image is shown at).
 */
export function MapImage({ mapNo, pins, onPick, testId = 'wkod-map' }: { mapNo: number; pins: TMapPin[]; onPick?: (x: number, y: number) => void; testId?: string }) {
  const { t } = useT(SAF_WKOD_NS);
  const files = useQuery({ queryKey: ['safWkod', 'mapFiles', mapNo], queryFn: () => uploadApi.list({ taskClassNm: 'SAF_WKOD_MAP', attachFileId: String(mapNo) }) });
  const img = files.data?.find((f) => /^image\//.test(f.contentType ?? ''));
  const src = useQuery({ queryKey: ['safWkod', 'mapImage', img?.fileNo], enabled: !!img, queryFn: () => uploadApi.image64(img!.fileNo) });
  if (files.isSuccess && !img) return <Empty description={t('noMap')} />;
  const pick = (e: MouseEvent<HTMLImageElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
    onPick?.(clamp((e.clientX - r.left) / r.width), clamp((e.clientY - r.top) / r.height));
  };
  return (
    <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }} data-testid={testId}>
      {src.data && (
        <img src={src.data.previewImage} alt={t('map')} onClick={onPick ? pick : undefined}
          style={{ maxWidth: '100%', display: 'block', cursor: onPick ? 'crosshair' : undefined }} />
      )}
      {pins.map((p) => (
        <Tooltip key={p.key} title={p.title}>
          <span data-testid="wkod-pin" data-status={p.status}
            style={{ position: 'absolute', left: `${p.x * 100}%`, top: `${p.y * 100}%`, transform: 'translate(-50%, -100%)', width: 18, height: 18, pointerEvents: onPick ? 'none' : undefined,
              borderRadius: '50% 50% 50% 0', background: p.color, border: '2px solid #fff', boxShadow: '0 0 2px #000', rotate: '-45deg' }} />
        </Tooltip>
      ))}
    </div>
  );
}
