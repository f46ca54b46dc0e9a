import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, followed as it changes. Charts draw at this width instead of scaling one fixed
 * drawing, so their labels stay at the page's text size on a 390 px phone as on a desktop. `fallback` until measured
 * (and where ResizeObserver does not exist, e.g. jsdom).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
