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
  /** How the answer's message names the field. */
  words: string;
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
const ITEM = { sponsors: 'sponsor', cohosts: 'cohost', tech_partners: 'tech partner' };
const partner = (kind: 'sponsors' | 'cohosts' | 'tech_partners', key: string): Field => ({
  name: `${kind}[].${key}`,
  words: `The ${key === 'imageSrc' ? 'image' : 'website'} of ${ITEM[kind]} 1`,
  send: (value) => newEvent({ [kind]: [{ name: 'Acme', [key]: value }] }),
  stored: (body) => (body as Record<string, Record<string, unknown>[]>)[kind]?.[0]?.[key],
  uploads: key === 'imageSrc',
});
const PROJECT_WORDS: Record<string, string> = {
  imageSrc: 'The image',
  slidesURL: 'The slides link',
  githubRepoURL: 'The GitHub repo link',
  demoURL: 'The live demo link',
};
const project = (key: string): Field => ({
  name: `project ${key}`,
  words: PROJECT_WORDS[key]!,
  send: (value) => post('/api/projects/create', user, { name: 'Links', event_id: eventId, [key]: value }),
  stored: (body) => (body as Record<string, unknown>)[key],
  uploads: key === 'imageSrc',
});
const PROFILE_WORDS: Record<string, string> = {
  githubURL: 'The GitHub URL',
  twitterURL: 'The Twitter/X URL',
  photoURL: 'Invalid photo URL',
};
const profile = (key: string): Field => ({
  name: `user ${key}`,
  words: PROFILE_WORDS[key]!,
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
    words: 'The image',
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
  project('demoURL'),
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
        if (key === 'photoURL') expect(message).toBe(field.words);
        else expect(message).toMatch(new RegExp(`^${field.words} must be a link starting with http:// or https://`));
        expect(message).not.toContain(key);
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

  for (const field of fields.filter(({ name }) => !name.endsWith('photoURL'))) {
    it(`${field.name}: a link typed without a scheme is stored with https://`, async () => {
      const response = await field.send('github.com/ada/repo');
      expect(response.statusCode, field.name).toBe(200);
      expect(field.stored(response.json())).toBe('https://github.com/ada/repo');
    });
  }

  it('gives the LinkedIn URL its https:// too, and still refuses a link that is not a profile', async () => {
    const send = (linkedInURL: string) => post('/api/user/update', user, { name: 'Ada', headline: 'Builder', linkedInURL });
    const saved = await send('www.linkedin.com/in/ada');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().linkedInURL).toBe('https://www.linkedin.com/in/ada');
    const refused = await send('example.com/in/ada');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Invalid Linkedin URL', field: 'linkedInURL' });
  });

  it('project video links get https:// before the YouTube, Vimeo or Loom check', async () => {
    const response = await project('videoURL').send('youtu.be/dQw4w9WgXcQ');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { videoURL: string }).videoURL).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('the meeting link of an event gets https:// too', async () => {
    const response = await newEvent({ meeting_url: 'meet.example.test/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.json().meeting_url).toBe('https://meet.example.test/abc');
  });
});
