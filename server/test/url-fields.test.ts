import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
let admin: Record<string, string>;
let userId: string;
let user: Record<string, string>;
let eventId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  userId = (await makeUser(t.app.db)).id;
  user = await authHeader(t.app, userId);
  eventId = (await makeEvent(t.app.db, { startsAt: new Date(Date.now() - 86_400_000) })).id;
  await makeRegistration(t.app.db, { eventId, userId, status: 'approved' });
});
afterAll(() => t.close());

const REFUSED = [
  'javascript:alert(1)',
  '//evil.test/x.png',
  'data:image/png;base64,AAAA',
  'ftp://files.test/x.png',
  'mailto:a@b.test',
];
let counter = 0;

type Field = {
  name: string;
  /** The request that sets the field to `value`, and where the stored value is in its answer. */
  send: (value: string) => Promise<{ statusCode: number; json: () => unknown }>;
  stored: (body: unknown) => unknown;
  uploads: boolean;
};

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const newEvent = (overrides: object) =>
  post('/api/event/new', admin, {
    name: 'Links',
    slug: `links-${++counter}`,
    date: '2026-03-07',
    start_time: '10:00',
    ...overrides,
  });
const partner = (kind: 'sponsors' | 'cohosts' | 'tech_partners', key: string): Field => ({
  name: `${kind}[].${key}`,
  send: (value) => newEvent({ [kind]: [{ name: 'Acme', [key]: value }] }),
  stored: (body) => (body as Record<string, Record<string, unknown>[]>)[kind]?.[0]?.[key],
  uploads: key === 'imageSrc',
});
const project = (key: string): Field => ({
  name: `project ${key}`,
  send: (value) => post('/api/projects/create', user, { name: 'Links', event_id: eventId, [key]: value }),
  stored: (body) => (body as Record<string, unknown>)[key],
  uploads: key === 'imageSrc',
});
const profile = (key: string): Field => ({
  name: `user ${key}`,
  send: (value) =>
    post('/api/user/update', user, {
      name: 'Ada',
      headline: 'Builder',
      linkedInURL: 'https://www.linkedin.com/in/ada',
      [key]: value,
    }),
  stored: (body) => (body as Record<string, unknown>)[key],
  uploads: key === 'photoURL',
});

const fields: Field[] = [
  {
    name: 'event imageSrc',
    send: (value) => newEvent({ imageSrc: value }),
    stored: (body) => (body as { imageSrc: unknown }).imageSrc,
    uploads: true,
  },
  partner('sponsors', 'imageSrc'),
  partner('sponsors', 'sponsorURL'),
  partner('cohosts', 'imageSrc'),
  partner('cohosts', 'cohostURL'),
  partner('tech_partners', 'imageSrc'),
  partner('tech_partners', 'websiteURL'),
  project('imageSrc'),
  project('slidesURL'),
  project('githubRepoURL'),
  profile('githubURL'),
  profile('twitterURL'),
  profile('photoURL'),
];

describe('URL fields keep only http(s) links (and, for images, our own uploaded files)', () => {
  for (const field of fields) {
    it(`${field.name}: refuses other schemes with 400 naming the field, stores http(s)`, async () => {
      const key = field.name.split(/[ .]/).pop()!;
      for (const value of REFUSED) {
        const response = await field.send(value);
        expect(response.statusCode, `${field.name} = ${value}`).toBe(400);
        const { message } = response.json() as { message: string };
        // photoURL keeps the profile form's own message (docs/product/profiles-and-projects.md#edit-profile).
        expect(message).toMatch(
          key === 'photoURL' ? /photo URL/ : new RegExp(`\\(${key}\\) must be a link starting with http:// or https://`),
        );
      }
      const ok = await field.send('https://cdn.example.test/a.png');
      expect(ok.statusCode, field.name).toBe(200);
      expect(field.stored(ok.json())).toBe('https://cdn.example.test/a.png');
      const upload = await field.send(`/files/posters/${userId}.png`);
      if (field.uploads) {
        expect(upload.statusCode, field.name).toBe(200);
        expect(field.stored(upload.json())).toBe(`/files/posters/${userId}.png`);
      } else {
        expect(upload.statusCode, field.name).toBe(400);
      }
    });
  }

  it('gives a website link without a scheme its https://', async () => {
    const response = await newEvent({ sponsors: [{ name: 'Acme', sponsorURL: 'acme.test/about' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().sponsors[0].sponsorURL).toBe('https://acme.test/about');
  });
});
