import { create } from 'zustand';

export type Severity = 'info' | 'success' | 'warning' | 'error';
export const NOTIFICATION_HIDE_MS = 3000;

export interface NotificationState {
  isOpen: boolean;
  message: string;
  severity: Severity;
  notify: (message: string, severity?: Severity) => void;
  close: () => void;
  /** Closes an open error or warning: something the user did since has worked, so it no longer applies. */
  clearFailure: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** docs/product.md: one transient message, closes after 3000 ms or when dismissed. */
export const useNotification = create<NotificationState>()((set) => ({
  isOpen: false,
  message: '',
  severity: 'info',
  notify: (message, severity = 'info') => {
    if (timer) clearTimeout(timer);
    set({ isOpen: true, message, severity });
    timer = setTimeout(() => {
      timer = undefined;
      set({ isOpen: false });
    }, NOTIFICATION_HIDE_MS);
  },
  close: () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    set({ isOpen: false });
  },
  clearFailure: () => {
    const { isOpen, severity, close } = useNotification.getState();
    if (isOpen && (severity === 'error' || severity === 'warning')) close();
  },
}));
