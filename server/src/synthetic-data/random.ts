/** A seeded random source (mulberry32): the same seed always gives the same data set. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16));
    hex[12] = '4';
    hex[16] = (int(4) + 8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  /** Two different items. */
  const pickTwo = <T>(items: readonly T[]): [T, T] => {
    const first = int(items.length);
    const second = (first + 1 + int(items.length - 1)) % items.length;
    return [items[first]!, items[second]!];
  };
  /** An item chosen in proportion to its weight. */
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let left = next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((left -= item.weight) < 0) return item;
    return items[items.length - 1]!;
  };
  return { next, int, pick, pickTwo, chance, uuid, weighted };
}
export type Random = ReturnType<typeof createRandom>;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
