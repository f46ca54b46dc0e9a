import { PHONE_QUERY } from '../tables/ResponsiveTable.tsx';

/**
 * Makes the window phone-wide for the layouts that ask (`usePhoneWidth`): jsdom has no layout, and its stand-in
 * matchMedia matches nothing, so a test is desktop-wide unless it calls this. `resize` crosses the breakpoint as a
 * turned phone or a dragged window would; `restore` puts the stand-in back.
 */
export function atPhoneWidth() {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const listeners = new Set<() => void>();
  let phone = true;
  window.matchMedia = (query: string) =>
    ({
      matches: query === PHONE_QUERY && phone,
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    resize(toPhone: boolean) {
      phone = toPhone;
      for (const listener of listeners) listener();
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    },
  };
}
