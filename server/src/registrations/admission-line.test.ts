import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createAdmissionLines } from './admission-line.ts';

/** Lines whose batches are recorded and held until `release()` is called. */
function heldLines() {
  const batches: string[][] = [];
  let release!: () => void;
  let held = new Promise<void>((resolve) => (release = resolve));
  const admit = createAdmissionLines<{ db: Db }, string, string>(async (_context, key, batch) => {
    batches.push(batch.map((item) => `${key}:${item}`));
    await held;
    return batch.map((item) => (item.startsWith('bad') ? new Error(`no ${item}`) : `in ${item}`));
  });
  const next = () => {
    release();
    held = new Promise<void>((resolve) => (release = resolve));
  };
  return { admit, batches, next };
}

const context = { db: {} as Db };
const settle = (promise: Promise<string>) =>
  promise.then(
    (value) => value,
    (error: Error) => error.message,
  );
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createAdmissionLines', () => {
  it('admits the first request alone at once, and those that arrive meanwhile together, in arrival order', async () => {
    const { admit, batches, next } = heldLines();
    const first = settle(admit(context, 'launch', 'ada'));
    const later = ['grace', 'linus', 'barbara'].map((name) => settle(admit(context, 'launch', name)));
    expect(batches).toEqual([['launch:ada']]);
    next();
    expect(await first).toBe('in ada');
    await turn();
    expect(batches).toEqual([['launch:ada'], ['launch:grace', 'launch:linus', 'launch:barbara']]);
    next();
    expect(await Promise.all(later)).toEqual(['in grace', 'in linus', 'in barbara']);
  });

  it('keeps one line per event: another event does not wait', async () => {
    const { admit, batches, next } = heldLines();
    const results = [settle(admit(context, 'launch', 'ada')), settle(admit(context, 'meetup', 'grace'))];
    expect(batches).toEqual([['launch:ada'], ['meetup:grace']]);
    next();
    expect(await Promise.all(results)).toEqual(['in ada', 'in grace']);
  });

  it('fails only the request its error is for, and a whole batch when admitting it throws', async () => {
    const { admit, next } = heldLines();
    const results = [settle(admit(context, 'launch', 'ada')), settle(admit(context, 'launch', 'bad-guest'))];
    next();
    await turn();
    next();
    expect(await Promise.all(results)).toEqual(['in ada', 'no bad-guest']);

    const throwing = createAdmissionLines<{ db: Db }, string, string>(async () => {
      throw new Error('database down');
    });
    expect(await Promise.all(['ada', 'grace'].map((name) => settle(throwing(context, 'launch', name))))).toEqual([
      'database down',
      'database down',
    ]);
    // The line moves on: the next request is admitted (and fails) on its own.
    expect(await settle(throwing(context, 'launch', 'linus'))).toBe('database down');
  });
});
