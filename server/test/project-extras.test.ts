import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, readOutbox, type TestApp } from './helpers.ts';
import { PROJECT_IMAGES_PER_HOUR } from '../src/projects/routes.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (userId: string) => authHeader(t.app, userId);
const create = async (userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/projects/create', headers: await as(userId), payload });

/** A past public event the returned user was approved for. */
async function approvedMaker(eventOverrides: Parameters<typeof makeEvent>[1] = {}) {
  const db = t.app.db;
  const user = await makeUser(db);
  const event = await makeEvent(db, { startsAt: new Date(Date.now() - 86_400_000), ...eventOverrides });
  await makeRegistration(db, { eventId: event.id, userId: user.id, status: 'approved' });
  return { user, event };
}

describe('project images, demo video and live demo', () => {
  it('keeps up to 5 images with the first as the cover, a YouTube, Vimeo or Loom video and a live-demo link', async () => {
    const { user, event } = await approvedMaker();
    const images = ['/files/posters/a.png', 'https://img.example/b.jpg', '/files/posters/c.png'];
    const response = await create(user.id, {
      name: 'Gallery',
      event_id: event.id,
      images,
      videoURL: 'https://youtu.be/dQw4w9WgXcQ',
      demoURL: 'https://demo.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imageSrc: images[0],
      images,
      videoURL: 'https://youtu.be/dQw4w9WgXcQ',
      demoURL: 'https://demo.example',
    });
    for (const videoURL of ['https://vimeo.com/76979871', 'https://www.loom.com/share/0123456789abcdef0123456789abcdef']) {
      expect((await create(user.id, { name: 'Video', event_id: event.id, videoURL })).statusCode, videoURL).toBe(200);
    }
  });

  it('refuses a sixth image, a video from another site and a non-http link (400 naming the field)', async () => {
    const { user, event } = await approvedMaker();
    const six = await create(user.id, { name: 'X', event_id: event.id, images: Array(6).fill('/files/posters/a.png') });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ message: 'A project can have at most 5 images.', field: 'images' });
    const video = await create(user.id, { name: 'X', event_id: event.id, videoURL: 'https://evil.example/watch?v=dQw4w9WgXcQ' });
    expect(video.json()).toMatchObject({ message: 'The demo video must be a YouTube, Vimeo or Loom link.', field: 'videoURL' });
    const demo = await create(user.id, { name: 'X', event_id: event.id, demoURL: 'javascript:alert(1)' });
    expect(demo.statusCode).toBe(400);
    expect(demo.json().field).toBe('demoURL');
  });

  it('takes a track only from the event’s judging tracks', async () => {
    const { user, event } = await approvedMaker();
    const db = t.app.db;
    const admin = await makeAdmin(db);
    const setup = await t.app.inject({
      method: 'PUT',
      url: `/api/event/${event.slug}/judging`,
      headers: await as(admin.id),
      payload: { criteria: [{ name: 'Impact', weight: 1 }], tracks: ['AI agents'], open: true },
    });
    expect(setup.statusCode).toBe(200);
    const tracked = await create(user.id, { name: 'Tracked', event_id: event.id, track: 'ai AGENTS' });
    expect(tracked.json().track).toBe('AI agents');
    const unknown = await create(user.id, { name: 'Lost', event_id: event.id, track: 'Hardware' });
    expect(unknown.json()).toMatchObject({ message: 'This track is not one of the event’s tracks.', field: 'track' });
  });
});

describe('GET /api/projects/{id}', () => {
  it('answers the project and its event’s address to anyone who may see the event, 404 otherwise', async () => {
    const db = t.app.db;
    const [stranger, maker] = await Promise.all([makeUser(db), makeUser(db)]);
    const open = await makeEvent(db);
    const hidden = await makeEvent(db, { access: 'admin' });
    const shown = await makeProject(db, { eventId: open.id, members: [maker.id], name: 'Shown' });
    const secret = await makeProject(db, { eventId: hidden.id, members: [maker.id], name: 'Secret' });
    const page = await t.app.inject({ method: 'GET', url: `/api/projects/${shown.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ project: { id: shown.id, name: 'Shown' }, event: { id: open.id, slug: open.slug } });
    for (const headers of [undefined, await as(stranger.id)]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/projects/${secret.id}`, headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/not-an-id' })).statusCode).toBe(400);
  });
});

describe('a teammate without an account', () => {
  it('keeps ‘Cannot find this member’, and with invite: true e-mails the address; they join after signing up and accepting', async () => {
    const { user, event } = await approvedMaker();
    const address = `newcomer-${Date.now()}@example.test`;
    const plain = await create(user.id, { name: 'Team', event_id: event.id, teamMembers: [{ email: address }] });
    expect(plain.json().message).toBe('Cannot find this member');
    const invited = await create(user.id, { name: 'Team', event_id: event.id, teamMembers: [{ email: address, invite: true }] });
    expect(invited.statusCode, invited.body).toBe(200);
    const project = invited.json();
    const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${address}`));
    expect(mail).toContain('You were added to a project team on Hearth');
    expect(mail).toContain('/login?redirectUrl=');

    // They sign up with that address: the invitation waits on their profile until they accept.
    const newcomer = await makeUser(t.app.db, { email: address });
    const headers = await as(newcomer.id);
    const invitations = await t.app.inject({ method: 'GET', url: '/api/projects/invitations', headers });
    expect(invitations.json().map((row: { project_id: string }) => row.project_id)).toEqual([project.id]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/membership`,
      headers,
      payload: { accept: true },
    });
    expect(accepted.statusCode).toBe(204);
    const page = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(page.json().project.teamMembers.map((member: { member_id: string }) => member.member_id)).toContain(newcomer.id);
  });

  it('refuses an invite to something that is not an address (400)', async () => {
    const { user, event } = await approvedMaker();
    const response = await create(user.id, { name: 'Team', event_id: event.id, teamMembers: [{ email: 'nope', invite: true }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('teamMembers');
  });
});

describe('POST /api/projects/image', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  function upload(data: Buffer, headers: Record<string, string> = {}) {
    const boundary = `----hearth${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const payload = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return t.app.inject({
      method: 'POST',
      url: '/api/projects/image',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('stores an image checked by its bytes for any signed-in user; refuses other files (400) and strangers (401)', async () => {
    const user = await makeUser(t.app.db);
    const headers = await as(user.id);
    const stored = await upload(PNG, headers);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().file_url).toMatch(/^\/files\/project-images\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: stored.json().file_url });
    expect(served.headers['content-type']).toBe('image/png');
    const text = await upload(Buffer.from('<html>not an image</html>'), headers);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Project images must be SVG, PNG, JPG or GIF images.');
    expect((await upload(PNG)).statusCode).toBe(401);
  });

  it(`takes at most ${PROJECT_IMAGES_PER_HOUR} uploads an hour from one person, then 429 with Retry-After; others still upload`, async () => {
    const [heavy, other] = await Promise.all([makeUser(t.app.db), makeUser(t.app.db)]);
    const headers = await as(heavy.id);
    for (let i = 0; i < PROJECT_IMAGES_PER_HOUR; i++) expect((await upload(PNG, headers)).statusCode).toBe(200);
    const refused = await upload(PNG, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await upload(PNG, await as(other.id))).statusCode).toBe(200);
  });
});
