import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('parses without compiling, so it never probes `new Function` under our CSP', async () => {
    await import('./zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probes: string[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        probes.push(args.join());
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(probes).toEqual([]);
  });
});
