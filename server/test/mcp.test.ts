import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ApiKeyScope } from '@hearth/contract/api-keys';
import { buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeRegistration, makeTalent, makeUser } from './factories.ts';

/** Low, so the per-key limit can be reached; every test uses keys of its own. */
const RATE_LIMIT = 40;

let t: TestApp;
let url: URL;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp({ API_RATE_LIMIT: String(RATE_LIMIT) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
  adminId = (await makeAdmin(t.app.db)).id;
});
afterAll(() => t.close());

/** The SDK's own client, over real HTTP, with an API key of `scopes`. */
async function connect(scopes: ApiKeyScope[] = ['read', 'write', 'search']) {
  const { key } = await makeApiKey(t.app.db, { createdBy: adminId, scopes });
  const client = new Client({ name: 'hearth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return { client, key };
}

type TextContent = { type: 'text'; text: string };
const texts = (result: object) => ((result as { content: TextContent[] }).content ?? []).map((item) => item.text);
const json = (result: object) => JSON.parse(texts(result)[1]!);

describe('MCP server', () => {
  it('lists exactly the tools, each with a JSON schema and a description', async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'check_in',
        'decide_registrations',
        'get_event',
        'get_talent',
        'invite',
        'list_events',
        'list_registrations',
        'search_companies',
        'search_talents',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description!.length).toBeGreaterThan(40);
    }
    const decide = tools.find((tool) => tool.name === 'decide_registrations')!;
    expect(decide.inputSchema.required).toEqual(['slug', 'user_ids', 'status']);
    expect(decide.inputSchema.properties!.status).toMatchObject({ enum: ['approved', 'declined', 'waitlisted', 'pending'] });
    await client.close();
  });

  it('calls each event tool and answers the API JSON with a summary', async () => {
    const { client } = await connect(['read', 'write']);
    const event = await makeEvent(t.app.db, { name: 'Agents Night 🤖', capacity: 1 });
    const [ada, bo] = [await makeUser(t.app.db, { name: 'Ada' }), await makeUser(t.app.db, { name: 'Bo' })];
    for (const user of [ada, bo]) await makeRegistration(t.app.db, { eventId: event.id, userId: user.id });

    const events = await client.callTool({ name: 'list_events', arguments: {} });
    expect(events.isError).toBeFalsy();
    expect(json(events).some((item: { slug: string }) => item.slug === event.slug)).toBe(true);
    expect(texts(events)[0]).toMatch(/^\d+ events?\.$/);

    const detail = await client.callTool({ name: 'get_event', arguments: { slug: event.slug } });
    expect(texts(detail)[0]).toBe(`Event “Agents Night 🤖” (${event.slug}).`);
    expect(json(detail).event.slug).toBe(event.slug);

    const pending = await client.callTool({ name: 'list_registrations', arguments: { slug: event.slug, status: 'pending' } });
    expect(texts(pending)[0]).toBe('2 requests: 2 pending, 0 approved, 0 declined, 0 waitlisted.');

    // Capacity 1: the second approval is waitlisted, as in the manager.
    const decided = await client.callTool({
      name: 'decide_registrations',
      arguments: { slug: event.slug, user_ids: [ada!.id, bo!.id], status: 'approved' },
    });
    expect(decided.isError).toBeFalsy();
    expect(
      json(decided)
        .changed.map((row: { status: string }) => row.status)
        .sort(),
    ).toEqual(['approved', 'waitlisted']);
    expect(texts(decided)[0]).toBe('2 registrations changed, 0 unchanged; 2 will be e-mailed after 0 s unless undone.');

    const invited = await client.callTool({
      name: 'invite',
      arguments: { slug: event.slug, emails: ['guest-mcp@example.com'], message: 'Come build with us' },
    });
    expect(texts(invited)[0]).toBe('1 invitation sent, 0 skipped.');
    expect(json(invited).invited[0]).toMatchObject({ email: 'guest-mcp@example.com', role: 'guest' });

    const ticket = await makeRegistration(t.app.db, {
      eventId: event.id,
      userId: (await makeUser(t.app.db, { name: 'Cy' })).id,
      status: 'approved',
    });
    const checkedIn = await client.callTool({ name: 'check_in', arguments: { slug: event.slug, code: ticket.checkInCode } });
    expect(texts(checkedIn)[0]).toBe('Checked in Cy.');
    const again = await client.callTool({ name: 'check_in', arguments: { slug: event.slug, code: ticket.checkInCode } });
    expect(again.isError).toBe(true);
    expect(texts(again)[0]).toMatch(/^Already checked in at /);

    const missing = await client.callTool({ name: 'get_event', arguments: { slug: 'no-such-event' } });
    expect(missing).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Event not found.' }] });
    await client.close();
  });

  it('calls the search tools with a search key', async () => {
    const { client } = await connect(['search']);
    const talent = await makeTalent(t.app.db, { name: 'Rustacean Rita', headline: 'Rust engineer' });
    const talents = await client.callTool({ name: 'search_talents', arguments: { prompt: 'Rust engineer' } });
    expect(talents.isError).toBeFalsy();
    expect(texts(talents)[0]).toMatch(/talents? on the first page; search session/);
    const companies = await client.callTool({ name: 'search_companies', arguments: { prompt: 'developer tools' } });
    expect(companies.isError).toBeFalsy();
    const profile = await client.callTool({ name: 'get_talent', arguments: { id: talent.id } });
    expect(profile.isError).toBeFalsy();
    expect(json(profile).response.user.id).toBe(talent.id);
    expect(texts(profile)[0]).toBe('Talent Rustacean Rita.');
    await client.close();
  }, 120_000);

  it('answers a call outside the key’s scopes as an isError result naming the scope', async () => {
    const { client } = await connect(['read']);
    const event = await makeEvent(t.app.db);
    const refused = await client.callTool({
      name: 'decide_registrations',
      arguments: { slug: event.slug, user_ids: [adminId], status: 'approved' },
    });
    expect(refused).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'This API key does not have the write scope.' }],
    });
    const search = await client.callTool({ name: 'search_talents', arguments: { prompt: 'designers' } });
    expect(search).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'This API key does not have the search scope.' }],
    });
    // Bad input is an error result too, never a crash.
    const bad = await client.callTool({ name: 'get_talent', arguments: { id: 'nope' } });
    expect(bad.isError).toBe(true);
    await client.close();
  });

  it('refuses a call without a valid API key, and limits each key', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      });
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post({ authorization: 'Bearer hth_not-a-key' })).status).toBe(401);

    const { key } = await makeApiKey(t.app.db, { createdBy: adminId, scopes: ['read'] });
    const statuses: number[] = [];
    for (let call = 0; call <= RATE_LIMIT; call++) statuses.push((await post({ authorization: `Bearer ${key}` })).status);
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another key is not affected.
    const other = await makeApiKey(t.app.db, { createdBy: adminId, scopes: ['read'] });
    expect((await post({ authorization: `Bearer ${other.key}` })).status).toBe(200);
    expect((await fetch(url, { headers: { authorization: `Bearer ${other.key}` } })).status).toBe(405);
  });
});
