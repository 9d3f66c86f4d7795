#!/usr/bin/env node
// The server half of `npm run build`: server/src/main.ts and worker.ts bundled with esbuild into plain
// JavaScript in server/dist, so production runs `node server/dist/main.js` without tsx.
// - Packages stay external (loaded from node_modules at run time), except the workspace's
//   @hearth/contract, which is TypeScript source and is bundled.
// - Files the server reads beside its code (migrations, the embedder's worker thread) are
//   copied to the same place under server/dist as under server/src, and in each bundled module
//   `import.meta.dirname` / `import.meta.url` are rewritten to that module's place under server/dist,
//   so `path.join(import.meta.dirname, 'migrations')` finds the copy. server/dist/main.js sits as deep
//   as server/src/*.ts, so paths that leave the tree (config.ts: `../../web/dist`) need no rewrite.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'server/src');
const contractDir = path.join(root, 'contract/src');
const outdir = path.join(root, 'server/dist');
const entries = ['main.ts', 'worker.ts'];

/** `@hearth/contract/<name>` → contract/src/<name>.ts (the package exports its TypeScript source). */
const bundleContract = {
  name: 'bundle-contract',
  setup(build) {
    build.onResolve({ filter: /^@hearth\/contract\// }, (args) => ({
      path: path.join(contractDir, `${args.path.slice('@hearth/contract/'.length)}.ts`),
    }));
  },
};

/** Points `import.meta.dirname`, `.filename` and `.url` of each server module at its place under server/dist. */
const relocateImportMeta = {
  name: 'relocate-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
      const relative = path.relative(sourceDir, args.path);
      if (relative.startsWith('..')) {
        throw new Error(
          `${path.relative(root, args.path)} uses import.meta outside server/src: teach scripts/build-server.mjs where its files go`,
        );
      }
      const relativeDir = path.dirname(relative).split(path.sep).join('/');
      const builtFile = `./${relative.split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
      const dirname =
        relativeDir === '.' ? 'import.meta.dirname' : `(import.meta.dirname + ${JSON.stringify(`/${relativeDir}`)})`;
      const url = `new URL(${JSON.stringify(builtFile)}, import.meta.url).href`;
      const contents = source
        .replaceAll('import.meta.dirname', dirname)
        .replaceAll('import.meta.filename', `(import.meta.dirname + ${JSON.stringify(builtFile.slice(1))})`)
        .replaceAll('import.meta.url', url);
      return { contents, loader: 'ts' };
    });
  },
};

/** Every file under server/src that is not TypeScript or its types (SQL, JSON, .mjs worker threads), copied alongside. */
function copyAssets(directory = sourceDir) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const from = path.join(directory, entry.name);
    if (entry.isDirectory()) copyAssets(from);
    else if (!/\.(d\.m)?ts$/.test(entry.name)) {
      const to = path.join(outdir, path.relative(sourceDir, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

/** Fails when the bundle imports a package the production install (`npm install --omit=dev`) would lack. */
function checkRuntimeDependencies(metafile) {
  const manifest = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const allowed = new Set([
    ...Object.keys(manifest('server/package.json').dependencies ?? {}),
    ...Object.keys(manifest('contract/package.json').dependencies ?? {}),
  ]);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      if (!allowed.has(name)) missing.add(name);
    }
  }
  if (missing.size) {
    throw new Error(`the server imports ${[...missing].join(', ')} at run time: add them to server/package.json "dependencies"`);
  }
}

export async function buildServer() {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: entries.map((entry) => path.join(sourceDir, entry)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [bundleContract, relocateImportMeta],
  });
  checkRuntimeDependencies(result.metafile);
  copyAssets();
}

if (import.meta.filename === process.argv[1]) {
  const started = Date.now();
  await buildServer();
  console.log(`server/dist built in ${Date.now() - started} ms`);
}
