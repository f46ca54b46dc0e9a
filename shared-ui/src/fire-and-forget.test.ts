import { jest } from '@jest/globals';
import { fireAndForget } from './fire-and-forget.ts';

describe('fireAndForget', () => {
  it('starts the work with the event arguments and returns nothing', () => {
    const run = jest.fn((_id: number, _name: string) => Promise.resolve('done'));
    const handler = fireAndForget(run);
    expect(handler(1, 'x')).toBeUndefined();
    expect(run).toHaveBeenCalledWith(1, 'x');
  });
});
