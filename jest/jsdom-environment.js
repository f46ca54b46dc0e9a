// jsdom lacks TextEncoder/fetch/Request/Response and its AbortController is rejected by Node's fetch
//, so the browser tests get Node's own versions.
import JsdomEnvironment from 'jest-environment-jsdom';

export default class NodeApisJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const names = ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData',
      'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone', 'Blob', 'BroadcastChannel', 'TransformStream'];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
