// jsdom lacks TextEncoder/fetch/Request/Response and its AbortController is rejected by Node's fetch
//, so the browser tests get Node's own versions.
import JsdomEnvironment from 'jest-environment-jsdom';

export default class NodeApisJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const names = [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextDecoderStream',
      'TextEncoderStream',
      'structuredClone',
      'Blob',
      'BroadcastChannel',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's Request rejects the relative URLs ('/api/v1/...') a browser resolves against the page.
    const page = this.global.window;
    this.global.Request = class PageRelativeRequest extends globalThis.Request {
      constructor(input, init) {
        super(
          typeof input === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(input) ? new URL(input, page.location.href) : input,
          init,
        );
      }
    };
  }
}
