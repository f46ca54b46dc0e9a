// The portal's CSP forbids eval; zod would otherwise probe `new Function` to compile parsers (and the browser logs a
// CSP violation). zod keeps this setting on globalThis, so it reaches every app's copy of zod.
import { z } from 'zod';

z.config({ jitless: true });
