import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { clampQrWidth } from '@jikim/shared';

/** spec §2/§9 QR code: default width 150, capped at 475, error correction M */
export function QrCode({ text, width }: { text: string; width?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const w = clampQrWidth(width);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: w, errorCorrectionLevel: 'M', margin: 1 }).then((d) => live && setSrc(d), () => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, w]);
  return src ? <img src={src} width={w} height={w} alt={text} data-testid="qr-code" /> : null;
}
