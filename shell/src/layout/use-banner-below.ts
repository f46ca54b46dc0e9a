import { useLayoutEffect, useRef } from 'react';
import { NOTIFICATION_TOP_VAR } from 'shared-ui';

/** Space between the header's lower edge and the banner. */
const GAP_PX = 8;

/**
 * Keeps the notification banner just below the header while the header is on screen (its links sit at the top
 * right, where the banner is), and at the top once the page has scrolled the header away.
 */
export function useBannerBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = Math.max(0, header.getBoundingClientRect().bottom);
      root.style.setProperty(NOTIFICATION_TOP_VAR, `${Math.round(bottom) + GAP_PX}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(header);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty(NOTIFICATION_TOP_VAR);
    };
  }, []);
  return ref;
}
