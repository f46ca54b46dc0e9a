// What a federated page module is, and the error of one that cannot be loaded. Free of React's runtime so the entry
// chunk may use them before the shared modules are ready.
import type { ComponentType } from 'react';

export interface RemoteModule {
  default: ComponentType;
}

export class RemoteUnavailableError extends Error {
  constructor(remote: string, module: string, cause?: unknown) {
    super(`Remote ${remote}/${module} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
