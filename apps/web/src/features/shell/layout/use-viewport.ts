import { useEffect, useState } from 'react';

/** spec §9: mobile is a body width under 1024; the top menu hides at a window width of 1030 or less */
export const MOBILE_WIDTH = 1024;
export const TOP_MENU_MAX_HIDDEN = 1030;
export const RESIZE_DELAY_MS = 600;

const bodyWidth = () => document.body.getBoundingClientRect().width || window.innerWidth;

export function useViewport() {
  const [v, setV] = useState(() => ({ mobile: bodyWidth() < MOBILE_WIDTH, topMenu: window.innerWidth > TOP_MENU_MAX_HIDDEN, height: window.innerHeight }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setV({ mobile: bodyWidth() < MOBILE_WIDTH, topMenu: window.innerWidth > TOP_MENU_MAX_HIDDEN, height: window.innerHeight });
    const onResize = () => {
      // device class follows at once; heights are recomputed 600 ms after the last resize (spec §2)
      setV((p) => ({ ...p, mobile: bodyWidth() < MOBILE_WIDTH, topMenu: window.innerWidth > TOP_MENU_MAX_HIDDEN }));
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return v;
}
