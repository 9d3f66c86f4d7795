import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { authHeader, buildTestApp, injectors, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
type Caller = { id: string; email: string; headers: Record<string, string> };
let owner: Caller;
let other: Caller;
let admin: Caller;

async function caller(row: { id: string; email: string | null }): Promise<Caller> {
  return { id: row.id, email: row.email!, headers: await authHeader(t.app, row.id) };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await caller(await makeUser(t.app.db, { githubUrl: 'https://github.com/owner', photoUrl: '/files/profile_photos/x' }));
  other = await caller(await makeUser(t.app.db));
  admin = await caller(await makeAdmin(t.app.db));
});
afterAll(() => t.close());

const { get } = injectors(() => t.app);
const update = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/update', payload: payload as object, headers });

const valid = {
  name: 'Ada Lovelace',
  headline: 'Analyst @ Engines',
  linkedInURL: 'https://www.linkedin.com/in/ada',
  githubURL: 'https://github.com/ada',
  twitterURL: '',
};

describe('GET /api/user', () => {
  it('returns the signed-in user with their own e-mail and event roles', async () => {
    const hosted = await makeEvent(t.app.db, {}, { hosts: [owner.id] });
    const joined = await makeEvent(t.app.db);
    await makeRegistration(t.app.db, { eventId: joined.id, userId: owner.id });
    const response = await get('/api/user', owner.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: owner.id, email: owner.email, role: 'user', githubURL: 'https://github.com/owner' });
    expect(body.events).toEqual(
      expect.arrayContaining([
        { event_id: hosted.id, role: 'event_admin' },
        { event_id: joined.id, role: 'guest' },
      ]),
    );
  });

  it('works with an admin’s API key, acting as that admin', async () => {
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const response = await get('/api/user', { authorization: `Bearer ${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.id, role: 'admin', email: admin.email });
  });

  it('answers 401 without a session or with a bad token', async () => {
    const anonymous = await get('/api/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');
    expect((await get('/api/user', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/{id}', () => {
  it('is public; the e-mail field is absent for anonymous visitors and other users', async () => {
    for (const headers of [{}, other.headers]) {
      const response = await get(`/api/user/${owner.id}`, headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.id).toBe(owner.id);
      expect(body.name).toBeTruthy();
      expect(body).not.toHaveProperty('email');
      expect(response.body).not.toContain(owner.email);
    }
  });

  it('includes the e-mail for the owner and for site admins (docs/decisions/002)', async () => {
    for (const headers of [owner.headers, admin.headers]) {
      const response = await get(`/api/user/${owner.id}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe(owner.email);
    }
  });

  it('sends the role and the profile settings to the user and site admins only, so admins are not identifiable', async () => {
    for (const headers of [{}, other.headers]) {
      for (const id of [owner.id, admin.id]) {
        const body = (await get(`/api/user/${id}`, headers)).json();
        expect(body).not.toHaveProperty('role');
        expect(body).not.toHaveProperty('show_upcoming_events');
      }
    }
    expect((await get(`/api/user/${owner.id}`, owner.headers)).json()).toMatchObject({
      role: 'user',
      show_upcoming_events: false,
    });
    expect((await get(`/api/user/${admin.id}`, admin.headers)).json()).toMatchObject({ role: 'admin' });
    expect((await get(`/api/user/${owner.id}`, admin.headers)).json()).toMatchObject({ role: 'user' });
    expect((await get(`/api/user/${admin.id}`, other.headers)).json()).not.toHaveProperty('role');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await get('/api/user/0193a4b2-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    const malformed = await get('/api/user/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('User not found.');
  });
});

describe('POST /api/user/update', () => {
  it('saves the profile fields and returns the updated user', async () => {
    const response = await update(valid, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.id,
      email: owner.email,
      name: 'Ada Lovelace',
      headline: 'Analyst @ Engines',
      linkedInURL: 'https://www.linkedin.com/in/ada',
      githubURL: 'https://github.com/ada',
      twitterURL: null, // an empty optional link clears it
    });
    const after = await get('/api/user', owner.headers);
    expect(after.json().name).toBe('Ada Lovelace');
  });

  it('accepts linkedin.com/in/ with or without www, and sets the photo URL from an upload', async () => {
    const response = await update(
      { ...valid, linkedInURL: 'https://linkedin.com/in/ada-l', photoURL: '/files/profile_photos/abc?v=1' },
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      linkedInURL: 'https://linkedin.com/in/ada-l',
      photoURL: '/files/profile_photos/abc?v=1',
    });
  });

  it('adds https:// to a LinkedIn link typed without it, as on every link field', async () => {
    const response = await update({ ...valid, linkedInURL: 'linkedin.com/in/ada' }, owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().linkedInURL).toBe('https://linkedin.com/in/ada');
  });

  it('never changes role, id or e-mail, and only ever the caller’s own row', async () => {
    const before = (await t.app.db.select().from(users).where(eq(users.id, other.id)))[0]!;
    const response = await update(
      { ...valid, name: 'Sneaky', id: other.id, role: 'admin', email: 'takeover@example.test' },
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: owner.id, role: 'user', email: owner.email, name: 'Sneaky' });
    const [mine] = await t.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(mine).toMatchObject({ role: 'user', email: owner.email });
    const [theirs] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(theirs).toEqual(before);
    const [takeover] = await t.app.db.select().from(users).where(eq(users.email, 'takeover@example.test'));
    expect(takeover).toBeUndefined();
  });

  it('answers 401 when signed out and changes nothing', async () => {
    const response = await update(valid, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ headline: '' }, 'Headline is required.'],
    [{ linkedInURL: '' }, 'LinkedIn is required.'],
    [{ linkedInURL: 'https://example.com/in/ada' }, 'Invalid Linkedin URL'],
    [{ linkedInURL: 'linkedin.com/company/acme' }, 'Invalid Linkedin URL'],
    [{ linkedInURL: 'https://www.linkedin.com/company/acme' }, 'Invalid Linkedin URL'],
    [{ linkedInURL: 'javascript:alert(1)//linkedin.com/in/x' }, 'Invalid Linkedin URL'],
  ])('answers 400 with the edit-profile message for %o', async (change, message) => {
    const response = await update({ ...valid, ...change }, other.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().field).toBe(Object.keys(change)[0]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.name).not.toBe('Ada Lovelace');
  });
});

describe('the upcoming-events setting', () => {
  it('is off until the user turns it on; absent leaves it; a non-boolean is a 400 naming the field', async () => {
    const fresh = await caller(await makeUser(t.app.db));
    expect((await get('/api/user', fresh.headers)).json().show_upcoming_events).toBe(false);
    const on = await update({ ...valid, show_upcoming_events: true }, fresh.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json().show_upcoming_events).toBe(true);
    expect((await update(valid, fresh.headers)).json().show_upcoming_events).toBe(true);
    const bad = await update({ ...valid, show_upcoming_events: 'yes' }, fresh.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'show_upcoming_events must be true or false.', field: 'show_upcoming_events' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, fresh.id));
    expect(row?.showUpcomingEvents).toBe(true);
  });
});

describe('GET /api/user/email', () => {
  it('finds a user by e-mail (any case), giving only id and name', async () => {
    const response = await get(`/api/user/email?email=${encodeURIComponent(other.email.toUpperCase())}`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['id', 'name']);
    expect(response.json().id).toBe(other.id);
  });

  it('answers null for an unknown address', async () => {
    const response = await get('/api/user/email?email=nobody%40example.test', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('answers 401 when signed out (no address lookups for strangers)', async () => {
    const response = await get(`/api/user/email?email=${encodeURIComponent(other.email)}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for a malformed or missing address', async () => {
    const malformed = await get('/api/user/email?email=not-an-address', owner.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/valid email/i);
    expect((await get('/api/user/email', owner.headers)).statusCode).toBe(400);
  });
});

describe('profile update messages for missing fields and photo URLs', () => {
  it('answers a missing required field with the SPEC message and refuses a non-http photo URL', async () => {
    const user = await makeUser(t.app.db);
    const headers = await authHeader(t.app, user.id);
    const missing = await update({ headline: 'x', linkedInURL: 'https://www.linkedin.com/in/x' }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name is required.');
    const photo = await update(
      { name: 'A', headline: 'B', linkedInURL: 'https://www.linkedin.com/in/x', photoURL: 'javascript:alert(1)' },
      headers,
    );
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe('Invalid photo URL');
  });
});

describe('event roles on a profile', () => {
  it('are sent to the owner and site admins only', async () => {
    const [user, stranger, admin] = await Promise.all([makeUser(t.app.db), makeUser(t.app.db), makeAdmin(t.app.db)]);
    const event = await makeEvent(t.app.db, { access: 'admin' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: user.id, status: 'pending' });
    const as = async (viewerId: string) => (await get(`/api/user/${user.id}`, await authHeader(t.app, viewerId))).json().events;
    expect(await as(user.id)).toEqual([{ event_id: event.id, role: 'guest' }]);
    expect(await as(admin.id)).toEqual([{ event_id: event.id, role: 'guest' }]);
    expect(await as(stranger.id)).toEqual([]);
    expect((await get(`/api/user/${user.id}`)).json().events).toEqual([]);
  });
});
