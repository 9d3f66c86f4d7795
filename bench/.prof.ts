import fs from 'node:fs';
import { freePort, signIn, startServer } from './lib.mjs';
const dataDir = '/tmp/bs5k';
const port = await freePort();
fs.rmSync('/tmp/prof', { recursive: true, force: true });
const { base, stop } = await startServer({
  port, dataDir, timeoutMs: 300_000,
  args: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=200', '--import', 'tsx', 'server/src/main.ts'],
  env: { DEMO_DATA: 'off', ADMIN_EMAILS: 'bench@hearth.local', AUTH_IP_LIMIT: '100000', AUTH_EMAIL_LIMIT: '100000', SEARCH_BACKGROUND_EMBEDDING: 'off' },
});
const session = (await signIn({ base, dataDir, email: 'bench@hearth.local' })) as { token: string };
const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${session.token}` };
const post = async (url: string, body: unknown) => {
  const r = await fetch(`${base}/api${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { json: (await r.json()) as { id: string; list: unknown[] }, timing: r.headers.get('server-timing') };
};
const prompts = ['machine learning engineer', 'backend engineer Go', 'product designer', 'founder agents', 'data scientist'];
// warm
for (const p of prompts) await post('/query/new', { prompt: p });
console.log('MARK start', Date.now());
const lm: number[] = [];
for (let i = 0; i < 40; i++) {
  const s = await post('/query/new', { prompt: prompts[i % prompts.length] });
  for (let j = 0; j < 8; j++) {
    const t = performance.now();
    const r = await post('/load_more', { session_id: s.json.id });
    lm.push(performance.now() - t);
    if (!r.json.list.length) break;
  }
}
lm.sort((a, b) => a - b);
console.log('load more n', lm.length, 'p50', lm[lm.length >> 1]?.toFixed(1));
await stop();
