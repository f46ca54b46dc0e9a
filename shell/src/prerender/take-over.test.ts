import { jest } from '@jest/globals';
import { prerenderedKind, takeOverWhenReady } from './take-over.ts';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('prerenderedKind', () => {
  it('names the prerendered page of a root, or null', () => {
    expect(prerenderedKind(rootWith('<div data-prerendered="frame"></div>'))).toBe('frame');
    expect(prerenderedKind(rootWith('<div><div data-prerendered="login"></div></div>'))).toBeNull();
    expect(prerenderedKind(rootWith(''))).toBeNull();
  });
});

describe('takeOverWhenReady', () => {
  it('starts at once on a root without prerendered markup', async () => {
    const start = jest.fn();
    const done = takeOverWhenReady(rootWith(''), [new Promise(() => undefined)], start);
    expect(start).toHaveBeenCalledTimes(1);
    await done;
  });

  it('waits for the page and the remotes before replacing prerendered markup, failures included', async () => {
    const start = jest.fn();
    let resolvePage: () => void = () => undefined;
    const page = new Promise<void>((resolve) => {
      resolvePage = resolve;
    });
    const done = takeOverWhenReady(
      rootWith('<div data-prerendered="login" style="display:contents"><h1>Login</h1></div>'),
      [page, Promise.reject(new Error('remotes.json down'))],
      start,
    );
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    resolvePage();
    await done;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait when a remote hangs, so its fallback still shows', async () => {
    jest.useFakeTimers();
    try {
      const start = jest.fn();
      const done = takeOverWhenReady(
        rootWith('<div data-prerendered="frame"></div>'),
        [new Promise(() => undefined)],
        start,
        50,
      );
      jest.advanceTimersByTime(49);
      await Promise.resolve();
      expect(start).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await done;
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
