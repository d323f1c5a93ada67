import type { MouseEvent } from 'react';
import { Empty, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { uploadApi } from '@/components/upload/upload-api';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';

/** Ant Design's palette for colour names (pins are plain markers) */
export const PIN: Record<string, string> = { blue: '#1677ff', gold: '#faad14', cyan: '#13c2c2', geekblue: '#2f54eb', orange: '#fa8c16', volcano: '#fa541c', green: '#52c41a', red: '#f5222d', magenta: '#eb2f96', default: '#8c8c8c' };

/** a pin on the map: a point 0..1 of the image's width and height */
export type TMapPin = { key: string | number; x: number; y: number; color: string; title: string; status?: string };

/** a click on the image as fractions 0..1 of its width and height (three decimals), whatever size it is shown at */
export function fractionOf(e: Pick<MouseEvent, 'clientX' | 'clientY'>, r: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): { x: number; y: number } {
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
  return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
}

type Props = {
  /** the attachment task class of the map images (`mapPoint.files`); the map's group is attachFileId = its key */
  files: string;
  mapNo: number;
  pins: TMapPin[];
  /** a click on the image places a point */
  onPick?: (x: number, y: number) => void;
  /** a click on a pin (e.g. opens its record) */
  onPinClick?: (pin: TMapPin) => void;
  testId?: string;
  pinTestId?: string;
};

/**
 * A plant/area map (the first image of the map's attachment group) with pins. With `onPick`, a click on the image gives
 * the point as fractions of the image (so a pin stays in place whatever size the image is shown at).
 */
export function MapImage({ files, mapNo, pins, onPick, onPinClick, testId = 'plant-map', pinTestId = 'plant-map-pin' }: Props) {
  const { t } = useT(UI_NS);
  const list = useQuery({ queryKey: ['plantMap', 'files', files, mapNo], queryFn: () => uploadApi.list({ taskClassNm: files, attachFileId: String(mapNo) }) });
  const img = list.data?.find((f) => /^image\//.test(f.contentType ?? ''));
  const src = useQuery({ queryKey: ['plantMap', 'image', img?.fileNo], enabled: !!img, queryFn: () => uploadApi.image64(img!.fileNo) });
  if ((list.isSuccess && !img) || list.isError) return <Empty description={t('noMapImage')} data-testid={`${testId}-empty`} />;
  const pick = (e: MouseEvent<HTMLImageElement>) => {
    const p = fractionOf(e, e.currentTarget.getBoundingClientRect());
    onPick?.(p.x, p.y);
  };
  return (
    <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }} data-testid={testId}>
      {src.data && (
        <img src={src.data.previewImage} alt={t('plantMap')} onClick={onPick ? pick : undefined}
          style={{ maxWidth: '100%', display: 'block', cursor: onPick ? 'crosshair' : undefined }} />
      )}
      {pins.map((p) => (
        <Tooltip key={p.key} title={p.title}>
          <span data-testid={pinTestId} data-status={p.status} aria-label={p.title} title={p.title}
            {...(onPinClick && !onPick ? { role: 'button', tabIndex: 0, onClick: () => onPinClick(p), onKeyDown: (e) => { if (e.key === 'Enter') onPinClick(p); } } : {})}
            style={{ position: 'absolute', left: `${p.x * 100}%`, top: `${p.y * 100}%`, transform: 'translate(-50%, -100%)', width: 18, height: 18, pointerEvents: onPick ? 'none' : undefined,
              cursor: onPinClick && !onPick ? 'pointer' : undefined,
              borderRadius: '50% 50% 50% 0', background: p.color, border: '2px solid #fff', boxShadow: '0 0 2px #000', rotate: '-45deg' }} />
        </Tooltip>
      ))}
    </div>
  );
}
