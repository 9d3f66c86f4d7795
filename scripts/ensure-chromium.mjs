#!/usr/bin/env node
// Before the browser tests: find Chromium (CHROMIUM_PATH, else /usr/bin/chromium, as in
// e2e/playwright.config.ts). Where it is missing, root with apt-get installs Debian's package (as
// .ci/run does); anyone else is told the one command to run, at once rather than after the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-noto-color-emoji'];
const installCommand = `apt-get update && apt-get install -y ${packages.join(' ')}`;

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (!isExecutable(chromium)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH=${chromium} is not an executable file: point it at Chromium, or unset it to use /usr/bin/chromium.`,
    );
    process.exit(1);
  }
  const hasAptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasAptGet) {
    console.error(`The browser tests need Chromium at ${chromium}. Install it with:\n\n  sudo sh -c '${installCommand}'\n`);
    process.exit(1);
  }
  console.log(`Installing Chromium for the browser tests (${packages.join(', ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install Chromium with: ${installCommand}`);
      process.exit(1);
    }
  }
}
