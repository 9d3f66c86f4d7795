// Our CSP has no 'unsafe-eval'. zod probes `new Function` to compile fast parsers; the probe is
// caught, but the browser still reports it as a CSP violation (Lighthouse, DevTools Issues). The
// browser parses little, so it parses without compiling (the server keeps the compiled parsers).
// zod reads its settings from this global when it loads (zod/v4/core/core.js): setting it here, not
// through `config()`, keeps zod itself off the first screen. zod-config.test.ts checks zod obeys.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

export {};
