import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';

/** spec §2 signature pad: draw with mouse, pen or finger; save returns a PNG data URL */
export function SignaturePad({ width = 400, height = 180, onSave, disabled }: { width?: number; height?: number; onSave?: (dataUrl: string) => void; disabled?: boolean }) {
  const { t } = useT(UI_NS);
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);
  const pos = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * width) / r.width, ((e.clientY - r.top) * height) / r.height] as const;
  };
  const clear = () => {
    const c = ref.current?.getContext('2d');
    if (!c) return;
    c.fillStyle = '#fff';
    c.fillRect(0, 0, width, height);
    setEmpty(true);
  };
  useEffect(clear, [width, height]);
  return (
    <div>
      <canvas
        ref={ref}
        width={width}
        height={height}
        aria-label="signature"
        data-testid="signature-pad"
        style={{ border: '1px solid #d9d9d9', borderRadius: 4, touchAction: 'none', width, maxWidth: '100%', cursor: disabled ? 'not-allowed' : 'crosshair' }}
        onPointerDown={(e) => {
          if (disabled) return;
          const c = ref.current!.getContext('2d')!;
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const [x, y] = pos(e);
          c.beginPath();
          c.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const c = ref.current!.getContext('2d')!;
          const [x, y] = pos(e);
          c.lineWidth = 2.5;
          c.lineCap = 'round';
          c.strokeStyle = '#111';
          c.lineTo(x, y);
          c.stroke();
          setEmpty(false);
        }}
        onPointerUp={() => (drawing.current = false)}
      />
      <Space style={{ marginTop: 6 }}>
        <Button size="small" onClick={clear} disabled={disabled}>{t('signatureClear')}</Button>
        <Button size="small" type="primary" disabled={disabled || empty} onClick={() => onSave?.(ref.current!.toDataURL('image/png'))}>{t('signatureSave')}</Button>
      </Space>
    </div>
  );
}
