// The portal's CSP forbids eval; zod would otherwise probe `new Function` to compile parsers (and the browser logs a
// CSP violation). zod takes its configuration object from globalThis when its first copy loads, so setting it here
// reaches every app's copy of zod without putting zod itself on the shell's first page.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
