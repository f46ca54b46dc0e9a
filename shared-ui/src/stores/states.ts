import { create } from 'zustand';
import { z } from 'zod';
import { stateSchema, type State } from '@litfund/domain';
import { apiClient } from '../http/api-client.ts';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface StatesState {
  states: State[];
  status: LoadStatus;
  /** Loads GET /api/v1/AdminState once; later calls reuse it (a failed load may be retried). */
  load: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

export const useStates = create<StatesState>()((set, get) => ({
  states: [],
  status: 'idle',
  load: () => {
    if (get().status === 'success') return Promise.resolve();
    if (inFlight) return inFlight;
    set({ status: 'loading' });
    inFlight = apiClient
      .get('AdminState')
      .json<unknown>()
      .then((body) => {
        const states = z.array(stateSchema).parse(body);
        set({ states: [...states].sort((a, b) => a.name.localeCompare(b.name)), status: 'success' });
      })
      .catch((error: unknown) => {
        console.error('States load failed', error);
        set({ status: 'error' });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));
