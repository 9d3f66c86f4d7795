import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * docs/decisions/037-one-way-server-features.md: server features depend one way, and `npm run lint`
 * says so. Each probe is linted as if it were a file of the feature it names, without writing it.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const plumbing = ['http', 'db', 'jobs', 'mail', 'storage', 'docs'];
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(feature: string, imports: string[]) {
  const text = imports.map((from) => `export * from '${from}';\n`).join('');
  const [result] = await eslint.lintText(text, { filePath: path.join(root, 'server/src', feature, 'probe.ts') });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.line);
}

describe('server features depend one way', () => {
  it('refuses events an import of any other feature', async () => {
    const imports = [
      '../registrations/routes.ts',
      '../reminders/index.ts',
      '../waitlist/index.ts',
      '../projects/index.ts',
      '../users/index.ts',
    ];
    expect(await boundaryErrors('events', imports)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets events use the plumbing and its own files', async () => {
    expect(await boundaryErrors('events', ['../db/profile-columns.ts', '../http/errors.ts', './access.ts'])).toEqual([]);
  });

  it('lets users build on events', async () => {
    expect(await boundaryErrors('users', ['../events/index.ts'])).toEqual([]);
  });

  it('keeps the registration wing in order: waitlist, decisions, registrations', async () => {
    expect(await boundaryErrors('decisions', ['../waitlist/index.ts', '../events/index.ts'])).toEqual([]);
    expect(await boundaryErrors('waitlist', ['../decisions/index.ts'])).toEqual([1]);
    expect(await boundaryErrors('decisions', ['../registrations/routes.ts'])).toEqual([1]);
  });

  it('still reaches a lower feature only through its index.ts', async () => {
    expect(await boundaryErrors('registrations', ['../waitlist/promote.ts'])).toEqual([1]);
  });

  it('keeps the plumbing free of features', async () => {
    expect(await boundaryErrors('http', ['../events/index.ts'])).toEqual([1]);
  });

  it('lists every server feature folder in the order', async () => {
    const config = (await eslint.calculateConfigForFile(path.join(root, 'server/src/events/probe.ts'))) as {
      settings: { 'boundaries/elements': { type: string }[] };
    };
    const ordered = config.settings['boundaries/elements'].map((element) => element.type);
    const folders = fs
      .readdirSync(path.join(root, 'server/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !plumbing.includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !ordered.includes(folder))).toEqual([]);
  });
});
