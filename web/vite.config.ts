import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

type ModuleInfo = { importedIds: readonly string[] } | null;

/** Whether a module's static imports reach zod. */
function reachesZod(id: string, getModuleInfo: (id: string) => ModuleInfo, seen = new Set<string>()): boolean {
  if (id.includes('/node_modules/zod/')) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return getModuleInfo(id)?.importedIds.some((dep) => reachesZod(dep, getModuleInfo, seen)) ?? false;
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  // The manifest tells the server which chunks a page's screen needs (server/src/http/route-preloads.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // The contract's modules without zod (texts, dates, rules) get a chunk of their own: grouped
        // with a schema module, a screen that only cuts a link's text would load zod with it.
        manualChunks(id, { getModuleInfo }) {
          if (/\/contract\/src\/[^/]+\.ts$/.test(id) && !reachesZod(id, getModuleInfo)) return 'contract-text';
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one module cache per worker, not per file: 40 s instead of 2 min; setup.ts
    // unmounts and clears what a test leaves behind.
    isolate: false,
    // Form tests type with user-event, key by key: 1-2 s on a quiet machine, past Vitest's 5 s default
    // on a busy one.
    testTimeout: 20_000,
  },
});
