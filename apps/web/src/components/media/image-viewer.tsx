import { Carousel, Empty } from 'antd';
import { useT } from '@/lib/i18n';
import { IMAGE_AUTOPLAY_MS, IMAGE_MAX_HEIGHT } from '../rules';
import { UI_NS } from '../ui.i18n';

/** spec §2/§9 image viewer carousel: autoplay every 3000 ms, images at most 500 px high */
export function ImageViewer({ images, autoplay = true, maxHeight = IMAGE_MAX_HEIGHT }: { images: { src: string; alt?: string }[]; autoplay?: boolean; maxHeight?: number }) {
  const { t } = useT(UI_NS);
  if (images.length === 0) return <Empty description={t('noImage')} />;
  return (
    <Carousel autoplay={autoplay} autoplaySpeed={IMAGE_AUTOPLAY_MS} dots arrows style={{ background: '#1f1f1f' }}>
      {images.map((im, i) => (
        <div key={i}>
          <img src={im.src} alt={im.alt ?? ''} style={{ maxHeight, maxWidth: '100%', margin: '0 auto', display: 'block' }} />
        </div>
      ))}
    </Carousel>
  );
}
