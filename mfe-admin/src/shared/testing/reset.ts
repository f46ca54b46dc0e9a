import { jest } from '@jest/globals';
import { useNotification, useSession, useStates } from 'shared-ui';

/**
 * Leaves nothing of one test to the next: the stores outlive a render, and a page test may have signed in, shown
 * a notice, loaded the states, stubbed something or moved the clock. Use as `afterEach(resetAfterTest)`.
 */
export function resetAfterTest(): void {
  jest.restoreAllMocks();
  jest.useRealTimers();
  useSession.getState().signOut();
  useNotification.getState().close();
  useStates.setState({ states: [], status: 'idle' });
}
