import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventJudges } from '../src/db/schema.ts';
import { authHeader, buildTestApp, linkFromMail, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string> | undefined;
const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const as = (userId: string) => authHeader(t.app, userId);

const CRITERIA = [
  { name: 'Impact', weight: 2, description: 'Would people use it?' },
  { name: 'Craft', weight: 1 },
];

/** A host invites `user` as a judge by e-mail; the judge accepts through the e-mailed link. */
async function inviteJudge(slug: string, host: Headers, user: { id: string; email: string | null }) {
  const invited = await call('POST', `/api/event/${slug}/invite-users`, host, { emails: [user.email], role: 'judge' });
  expect(invited.statusCode).toBe(200);
  const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${user.email}`));
  expect(mail).toContain('to judge');
  const token = linkFromMail(mail!, `/events/${slug}/invite`).searchParams.get('token');
  const accepted = await call('POST', '/api/accept-invite', await as(user.id), { token, accept: true });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().role).toBe('judge');
}

/** An event with a host, an admin, two judges (harsh, lenient), a guest, a team member and four projects A–D; judging open. */
async function scene() {
  const db = t.app.db;
  const [host, admin, harsh, lenient, guest, maker] = await Promise.all([
    makeUser(db),
    makeAdmin(db),
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db),
  ]);
  const event = await makeEvent(db, {}, { hosts: [host.id] });
  await makeRegistration(db, { eventId: event.id, userId: guest.id, status: 'approved' });
  const [a, b, c, d] = await Promise.all(
    ['A', 'B', 'C', 'D'].map((name) => makeProject(db, { eventId: event.id, name: `Project ${name}`, members: [maker.id] })),
  );
  const headers = {
    host: await as(host.id),
    admin: await as(admin.id),
    harsh: await as(harsh.id),
    lenient: await as(lenient.id),
    guest: await as(guest.id),
    maker: await as(maker.id),
  };
  const setup = await call('PUT', `/api/event/${event.slug}/judging`, headers.host, { criteria: CRITERIA, open: true });
  expect(setup.statusCode).toBe(200);
  await inviteJudge(event.slug, headers.host, harsh);
  await inviteJudge(event.slug, headers.host, lenient);
  const base = `/api/event/${event.slug}/judging`;
  const score = (who: Headers, projectId: string, scores: Record<string, unknown>, note?: string) =>
    call('PUT', `${base}/scores/${projectId}`, who, { scores, ...(note === undefined ? {} : { note }) });
  return { event, base, host, admin, harsh, lenient, guest, maker, projects: { a: a!, b: b!, c: c!, d: d! }, headers, score };
}

describe('judging set-up', () => {
  it('is saved by hosts and site admins, read by judges, refused to guests (403) and strangers (401)', async () => {
    const s = await scene();
    const asAdmin = await call('PUT', s.base, s.headers.admin, { criteria: CRITERIA, tracks: ['AI', 'Hardware'], open: true });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ configured: true, tracks: ['AI', 'Hardware'], can_manage: true });
    expect(
      asAdmin
        .json()
        .judges.map((judge: { user_id: string }) => judge.user_id)
        .sort(),
    ).toEqual([s.harsh.id, s.lenient.id].sort());
    const asJudge = await call('GET', s.base, s.headers.harsh);
    expect(asJudge.statusCode).toBe(200);
    expect(asJudge.json()).toMatchObject({ is_judge: true, can_manage: false, judges: [] });
    expect((await call('PUT', s.base, s.headers.harsh, { criteria: CRITERIA, open: false })).statusCode).toBe(403);
    expect((await call('GET', s.base, s.headers.guest)).statusCode).toBe(403);
    expect((await call('GET', s.base, undefined)).statusCode).toBe(401);
    expect((await call('PUT', s.base, undefined, { criteria: CRITERIA, open: true })).statusCode).toBe(401);
    expect((await call('GET', '/api/event/no-such-event/judging', s.headers.host)).statusCode).toBe(404);
    // The tracks are for anyone who may see the event: a team picks one for its project.
    const tracks = await call('GET', `/api/projects/tracks?event_id=${s.event.id}`, undefined);
    expect(tracks.json()).toEqual({ tracks: ['AI', 'Hardware'] });
    const hidden = await makeEvent(t.app.db, { access: 'admin' });
    expect((await call('GET', `/api/projects/tracks?event_id=${hidden.id}`, s.headers.guest)).statusCode).toBe(404);
  });

  it('refuses bad criteria with a message naming the problem (400)', async () => {
    const s = await scene();
    const put = (body: unknown) => call('PUT', s.base, s.headers.host, body);
    const cases: [unknown, string][] = [
      [{ criteria: [], open: true }, 'Add at least one criterion.'],
      [{ criteria: [{ name: 'Impact', weight: 0 }], open: true }, 'A criterion weight must be a positive number.'],
      [{ criteria: [{ name: 'Impact', weight: -1 }], open: true }, 'A criterion weight must be a positive number.'],
      [{ criteria: [{ name: '  ', weight: 1 }], open: true }, 'Please enter a name for each criterion.'],
      [
        {
          criteria: [
            { name: 'Impact', weight: 1 },
            { name: 'impact', weight: 2 },
          ],
          open: true,
        },
        'Each criterion needs a name of its own.',
      ],
      [{ criteria: Array.from({ length: 11 }, (_, i) => ({ name: `C${i}`, weight: 1 })), open: true }, 'at most 10 criteria'],
      [{ criteria: CRITERIA }, 'open'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('scores', () => {
  it('are saved by a judge while open, replaced when saved again, and never shown to another judge', async () => {
    const s = await scene();
    const first = await s.score(s.headers.harsh, s.projects.a.id, { Impact: 3, Craft: 2 }, 'Strong demo');
    expect(first.statusCode).toBe(200);
    const again = await s.score(s.headers.harsh, s.projects.a.id, { Impact: 4, Craft: 2 });
    expect(again.json().scores).toEqual({ Impact: 4, Craft: 2 });
    const mine = (await call('GET', `${s.base}/assignments`, s.headers.harsh)).json();
    expect(mine.assignments).toHaveLength(4);
    expect(mine.assignments.find((row: { project: { id: string } }) => row.project.id === s.projects.a.id).mine.scores).toEqual({
      Impact: 4,
      Craft: 2,
    });
    const theirs = (await call('GET', `${s.base}/assignments`, s.headers.lenient)).json();
    expect(theirs.assignments.every((row: { mine: unknown }) => row.mine === null)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Strong demo');
    // Before publishing, a judge reads no results (nor anyone's scores).
    expect((await call('GET', `${s.base}/results`, s.headers.lenient)).statusCode).toBe(403);
    expect((await call('GET', `${s.base}/scores`, s.headers.lenient)).statusCode).toBe(403);
  });

  it('refuses anyone but an assigned judge: host, admin, guest, team member (403), anonymous (401)', async () => {
    const s = await scene();
    for (const who of [s.headers.host, s.headers.admin, s.headers.guest, s.headers.maker]) {
      expect((await s.score(who, s.projects.a.id, { Impact: 3, Craft: 3 })).statusCode).toBe(403);
      expect((await call('GET', `${s.base}/assignments`, who)).statusCode).toBe(403);
    }
    expect((await s.score(undefined, s.projects.a.id, { Impact: 3, Craft: 3 })).statusCode).toBe(401);
    expect((await call('GET', `${s.base}/assignments`, undefined)).statusCode).toBe(401);
  });

  it('keeps a judge with a track to that track’s projects: another track’s project is 403', async () => {
    const s = await scene();
    await call('PUT', s.base, s.headers.host, { criteria: CRITERIA, tracks: ['AI', 'Hardware'], open: true });
    const db = t.app.db;
    const aiProject = await makeProject(db, { eventId: s.event.id, name: 'AI one', track: 'AI' });
    const hardwareProject = await makeProject(db, { eventId: s.event.id, name: 'Hardware one', track: 'Hardware' });
    const set = await call('PATCH', `${s.base}/judges/${s.harsh.id}`, s.headers.host, { track: 'ai' });
    expect(set.statusCode).toBe(200);
    expect(set.json().judges.find((judge: { user_id: string }) => judge.user_id === s.harsh.id).track).toBe('AI');
    const mine = (await call('GET', `${s.base}/assignments`, s.headers.harsh)).json();
    expect(mine.assignments.map((row: { project: { id: string } }) => row.project.id)).toEqual([aiProject.id]);
    expect((await s.score(s.headers.harsh, hardwareProject.id, { Impact: 3, Craft: 3 })).json().message).toBe(
      'This project is not in your track.',
    );
    expect((await s.score(s.headers.harsh, aiProject.id, { Impact: 3, Craft: 3 })).statusCode).toBe(200);
    // Tracks are the event's own; judges' tracks are set by hosts only.
    expect((await call('PATCH', `${s.base}/judges/${s.harsh.id}`, s.headers.host, { track: 'Bio' })).statusCode).toBe(400);
    expect((await call('PATCH', `${s.base}/judges/${s.harsh.id}`, s.headers.harsh, { track: null })).statusCode).toBe(403);
    expect((await call('PATCH', `${s.base}/judges/${s.guest.id}`, s.headers.host, { track: null })).statusCode).toBe(404);
  });

  it('refuses a judge scoring a project they are on the team of (403)', async () => {
    const s = await scene();
    const own = await makeProject(t.app.db, { eventId: s.event.id, members: [s.harsh.id] });
    const response = await s.score(s.headers.harsh, own.id, { Impact: 5, Craft: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot judge a project you are on the team of.');
  });

  it('names the criterion missing or out of range (400) and refuses once judging is closed (409)', async () => {
    const s = await scene();
    const missing = await s.score(s.headers.harsh, s.projects.a.id, { Impact: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please score “Craft” from 1 to 5.', field: 'scores.Craft' });
    for (const value of [0, 6, 2.5, '4']) {
      const bad = await s.score(s.headers.harsh, s.projects.a.id, { Impact: value, Craft: 3 });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Each score must be a whole number from 1 to 5.', field: 'scores.Impact' });
    }
    const unknown = await s.score(s.headers.harsh, s.projects.a.id, { Impact: 3, Craft: 3, Vibes: 5 });
    expect(unknown.json().field).toBe('scores.Vibes');
    const otherEvent = await makeProject(t.app.db, { eventId: (await makeEvent(t.app.db)).id });
    expect((await s.score(s.headers.harsh, otherEvent.id, { Impact: 3, Craft: 3 })).statusCode).toBe(404);
    await call('PUT', s.base, s.headers.host, { criteria: CRITERIA, open: false });
    const closed = await s.score(s.headers.harsh, s.projects.a.id, { Impact: 3, Craft: 3 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Judging is closed.');
  });
});

describe('results', () => {
  /**
   * A harsh judge (H) scores A, C, D; a lenient judge (L) scores B, C, D. Impact weighs 2, Craft 1.
   *
   *            Impact  Craft              Impact  Craft
   *   H  A       3       2          L  B    5       4
   *      C       1       2             C    5       5
   *      D       2       2             D    4       3
   *
   * Hand computation (population sd):
   *   H Impact: mean 2, sd √(2/3) = 0.81650 → z A = +1.22474, C = −1.22474, D = 0
   *   H Craft: all 2, sd 0 → z = 0
   *   L Impact: mean 14/3, sd √2/3 = 0.47140 → z B = +0.70711, C = +0.70711, D = −1.41421
   *   L Craft: mean 4, sd √(2/3) → z B = 0, C = +1.22474, D = −1.22474
   *   A = (2 × 1.22474 + 1 × 0) / 3                               = +0.81650
   *   B = (2 × 0.70711 + 1 × 0) / 3                               = +0.47140
   *   C = (2 × (−1.22474 + 0.70711)/2 + 1 × (0 + 1.22474)/2) / 3 = +0.03158
   *   D = (2 × (0 − 1.41421)/2 + 1 × (0 − 1.22474)/2) / 3         = −0.67553
   * Raw weighted means: A 8/3 = 2.667, B 14/3 = 4.667, C (2×3 + 3.5)/3 = 3.167, D (2×3 + 2.5)/3 = 2.833.
   * Raw order B, C, D, A; normalised order A, B, C, D: the harsh judge's best is the event's best.
   */
  it('normalises per judge and criterion: a harsh and a lenient judge reverse the raw order', async () => {
    const s = await scene();
    const { a, b, c, d } = s.projects;
    const sheets: [Headers, string, number, number][] = [
      [s.headers.harsh, a.id, 3, 2],
      [s.headers.harsh, c.id, 1, 2],
      [s.headers.harsh, d.id, 2, 2],
      [s.headers.lenient, b.id, 5, 4],
      [s.headers.lenient, c.id, 5, 5],
      [s.headers.lenient, d.id, 4, 3],
    ];
    for (const [who, projectId, impact, craft] of sheets) {
      expect((await s.score(who, projectId, { Impact: impact, Craft: craft })).statusCode).toBe(200);
    }
    const response = await call('GET', `${s.base}/results`, s.headers.host);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as {
      project_id: string;
      raw_mean: number;
      score: number;
      rank: number;
      tie: boolean;
    }[];
    expect(results.map((row) => row.project_id)).toEqual([a.id, b.id, c.id, d.id]);
    expect(results.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(results.some((row) => row.tie)).toBe(false);
    const expected = [
      [8 / 3, 0.8165],
      [14 / 3, 0.4714],
      [9.5 / 3, 0.03158],
      [8.5 / 3, -0.67553],
    ];
    results.forEach((row, index) => {
      expect(row.raw_mean).toBeCloseTo(expected[index]![0]!, 4);
      expect(row.score).toBeCloseTo(expected[index]![1]!, 4);
    });
    // By raw mean the order would have been B, C, D, A.
    expect([...results].sort((x, y) => y.raw_mean - x.raw_mean).map((row) => row.project_id)).toEqual([b.id, c.id, d.id, a.id]);
  });

  it('are for hosts and admins; judges after publishing; never guests (403) or strangers (401)', async () => {
    const s = await scene();
    expect((await call('GET', `${s.base}/results`, s.headers.admin)).statusCode).toBe(200);
    expect((await call('GET', `${s.base}/results`, s.headers.harsh)).json().message).toBe('The results are not published yet.');
    expect((await call('GET', `${s.base}/results`, s.headers.guest)).statusCode).toBe(403);
    expect((await call('GET', `${s.base}/results`, undefined)).statusCode).toBe(401);
  });

  it('exports every score with its judge and note to hosts and admins only', async () => {
    const s = await scene();
    await s.score(s.headers.harsh, s.projects.a.id, { Impact: 3, Craft: 2 }, 'Needs polish');
    const all = await call('GET', `${s.base}/scores`, s.headers.host);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      criteria: ['Impact', 'Craft'],
      scores: [{ project_id: s.projects.a.id, judge_id: s.harsh.id, scores: { Impact: 3, Craft: 2 }, note: 'Needs polish' }],
    });
    for (const who of [s.headers.harsh, s.headers.guest])
      expect((await call('GET', `${s.base}/scores`, who)).statusCode).toBe(403);
    expect((await call('GET', `${s.base}/scores`, undefined)).statusCode).toBe(401);
  });
});

describe('publishing', () => {
  it('writes the awards onto the projects, closes judging and opens the results (not the notes) to judges', async () => {
    const s = await scene();
    await s.score(s.headers.harsh, s.projects.a.id, { Impact: 5, Craft: 5 }, 'Private note');
    await s.score(s.headers.harsh, s.projects.b.id, { Impact: 2, Craft: 2 });
    const awards = [
      { project_id: s.projects.a.id, award_name: 'Grand Prize', award_weight: 1 },
      { project_id: s.projects.b.id, award_name: 'Runner-up', award_weight: 2 },
    ];
    expect((await call('POST', `${s.base}/publish`, s.headers.harsh, { awards })).statusCode).toBe(403);
    expect((await call('POST', `${s.base}/publish`, s.headers.guest, { awards })).statusCode).toBe(403);
    expect((await call('POST', `${s.base}/publish`, undefined, { awards })).statusCode).toBe(401);
    const published = await call('POST', `${s.base}/publish`, s.headers.host, { awards });
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at).toEqual(expect.any(String));

    const page = (await call('GET', `/api/event/${s.event.slug}`, s.headers.guest)).json();
    const awarded = page.projects.filter((project: { awards: unknown[] }) => project.awards.length);
    expect(awarded.map((project: { id: string; awards: unknown[] }) => [project.id, project.awards])).toEqual([
      [s.projects.a.id, [{ award_name: 'Grand Prize', award_weight: 1 }]],
      [s.projects.b.id, [{ award_name: 'Runner-up', award_weight: 2 }]],
    ]);
    const forJudge = await call('GET', `${s.base}/results`, s.headers.lenient);
    expect(forJudge.statusCode).toBe(200);
    expect(JSON.stringify(forJudge.json())).not.toContain('Private note');
    expect((await call('GET', s.base, s.headers.host)).json().open).toBe(false);
    expect((await s.score(s.headers.harsh, s.projects.c.id, { Impact: 3, Craft: 3 })).statusCode).toBe(409);
  });

  it('refuses an award for a project of another event or a bad award (400)', async () => {
    const s = await scene();
    const elsewhere = await makeProject(t.app.db, { eventId: (await makeEvent(t.app.db)).id });
    const foreign = await call('POST', `${s.base}/publish`, s.headers.host, {
      awards: [{ project_id: elsewhere.id, award_name: 'Gold', award_weight: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Each award must go to a project of this event.');
    const badWeight = await call('POST', `${s.base}/publish`, s.headers.host, {
      awards: [{ project_id: s.projects.a.id, award_name: 'Gold', award_weight: 0 }],
    });
    expect(badWeight.statusCode).toBe(400);
    const noName = await call('POST', `${s.base}/publish`, s.headers.host, {
      awards: [{ project_id: s.projects.a.id, award_name: ' ', award_weight: 1 }],
    });
    expect(noName.json().message).toBe('Please enter an award name.');
  });
});

describe('judges', () => {
  it('leave with their scores when a host removes them; a judge invitation makes a judge only when accepted', async () => {
    const s = await scene();
    await s.score(s.headers.harsh, s.projects.a.id, { Impact: 5, Craft: 5 });
    expect((await call('DELETE', `${s.base}/judges/${s.harsh.id}`, s.headers.lenient)).statusCode).toBe(403);
    expect((await call('DELETE', `${s.base}/judges/${s.harsh.id}`, s.headers.host)).statusCode).toBe(204);
    expect((await call('GET', `${s.base}/assignments`, s.headers.harsh)).statusCode).toBe(403);
    expect((await call('GET', `${s.base}/scores`, s.headers.host)).json().scores).toEqual([]);
    const pending = await makeUser(t.app.db);
    await call('POST', `/api/event/${s.event.slug}/invite-users`, s.headers.host, { emails: [pending.email], role: 'judge' });
    const judges = await t.app.db.select().from(eventJudges);
    expect(judges.some((judge) => judge.userId === pending.id)).toBe(false);
  });
});
