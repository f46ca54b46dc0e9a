import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '../AppProvider.tsx';
import { useNotification } from './notification.ts';

afterEach(() => {
  jest.useRealTimers();
  act(() => useNotification.getState().close());
});

test('the banner shows a message with its severity and hides after 3000 ms', () => {
  jest.useFakeTimers();
  render(<AppProvider />);
  act(() => useNotification.getState().notify('Login success', 'success'));
  expect(screen.getByRole('status')).toHaveTextContent('Login success');
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Login success')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Login success')).not.toBeInTheDocument();
});

test('errors are alerts, default severity is info, and Close dismisses', async () => {
  render(<AppProvider />);
  act(() => useNotification.getState().notify('Wrong password', 'error'));
  expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Wrong password')).not.toBeInTheDocument();
  act(() => useNotification.getState().notify('Hello'));
  expect(useNotification.getState().severity).toBe('info');
});
