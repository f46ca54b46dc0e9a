import { create } from 'zustand';
import type { State } from '@litfund/domain';
import { apiClient } from '../http/api-client.ts';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface StatesState {
  states: State[];
  status: LoadStatus;
  /** Loads GET /api/v1/AdminState once; later calls reuse it (a failed load may be retried). */
  load: () => Promise<void>;
}

/**
 * The states list as GET /AdminState answers it. Checked by hand rather than with the domain's zod schema: the store
 * ships on every first page, and zod would come with it onto pages that validate nothing.
 */
export function statesOf(body: unknown): State[] {
  const isState = (value: unknown): value is State => {
    const state = value as Partial<State> | null;
    return (
      typeof state === 'object' &&
      state !== null &&
      typeof state.key === 'string' &&
      typeof state.name === 'string' &&
      (state.id === undefined || Number.isInteger(state.id))
    );
  };
  if (!Array.isArray(body) || !body.every(isState)) throw new Error('Unexpected states list');
  return body.map(({ id, key, name }) => ({ id, key, name }));
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
        const states = statesOf(body);
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
