import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadTags, SCREEN_MODULES, screenChunks } from './route-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index-entry.js', isEntry: true },
  'src/app/routes/event-detail.tsx': { file: 'assets/event-detail-1.js', imports: ['index.html', '_shared.js', '_dialog.js'] },
  '_shared.js': { file: 'assets/shared-2.js', imports: ['index.html'] },
  '_dialog.js': { file: 'assets/dialog-3.js', imports: ['_shared.js'] },
  'src/app/routes/user-profile.tsx': { file: 'assets/user-profile-4.js', imports: ['_shared.js'] },
  'src/app/prefetch-user-profile.ts': { file: 'assets/prefetch-5.js', imports: ['_shared.js'] },
};

describe('route preloads', () => {
  it("lists a screen's chunks, imports first, each once, without the entry", () => {
    expect(screenChunks(manifest, '/events/demo-day-20260307')).toEqual([
      '/assets/shared-2.js',
      '/assets/dialog-3.js',
      '/assets/event-detail-1.js',
    ]);
    expect(screenChunks(manifest, '/user/0193a4b2-0000-7000-8000-000000000000')).toEqual([
      '/assets/shared-2.js',
      '/assets/user-profile-4.js',
      '/assets/prefetch-5.js',
    ]);
  });

  it('gives nothing for a path without a known screen, or a screen missing from the build', () => {
    expect(screenChunks(manifest, '/admin')).toEqual([]);
    expect(screenChunks(manifest, '/events/demo/manager')).toEqual([]);
    expect(screenChunks(manifest, '/login')).toEqual([]);
  });

  it('names only screen modules that exist in the web app', () => {
    const webRoot = path.join(import.meta.dirname, '../../../web');
    for (const [, modules] of SCREEN_MODULES)
      for (const module of modules) expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
  });

  it('writes escaped link tags, the image last', () => {
    expect(preloadTags({ chunks: ['/assets/a.js'], image: '/files/p"oster.png' }).split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="preload" as="image" fetchpriority="high" href="/files/p&quot;oster.png">',
    ]);
    expect(preloadTags({ chunks: [] })).toBe('');
  });
});
