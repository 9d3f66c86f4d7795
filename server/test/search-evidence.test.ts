import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentResult } from '@hearth/contract/search';
import { authHeader, buildTestApp, embedWhereVector, type TestApp } from './helpers.ts';
import { companies, companyPeople, talentProfiles } from '../src/db/schema.ts';
import { experience, makeAdmin, makeCompany, makeEvent, makeRegistration, makeTalent, makeUser } from './factories.ts';

// docs/product/search.md#evidence and #consent: what people did on Hearth is indexed and shown on
// talent search results; anyone can choose not to appear in talent search, at once.

let t: TestApp;
let admin: { authorization: string };

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

async function searchTalents(prompt: string): Promise<{ id: string; list: TalentResult[] }> {
  const response = await post('/api/query/new', { prompt }, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const idsOf = (list: TalentResult[]) => list.map((result) => result.user.id);
/** The evidence lines of a talent as the profile overlay reads them. */
async function evidenceOf(userId: string): Promise<string[]> {
  const response = await get(`/api/user/id/${userId}`, admin);
  expect(response.statusCode).toBe(200);
  return (response.json().response as TalentResult).evidence.map((line) => line.text);
}
const runEvidenceJobs = () => t.app.jobs.runDue(['search-evidence']);

async function person(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, auth: await authHeader(t.app, user.id) };
}

async function setAppearInSearch(auth: Headers, name: string, appear: unknown) {
  return post(
    '/api/user/update',
    { name, headline: 'Builder', linkedInURL: 'https://www.linkedin.com/in/someone', appear_in_search: appear },
    auth,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  // People who say "agents" in their own words but won nothing on Hearth.
  for (let index = 0; index < 6; index++) {
    await makeTalent(t.app.db, {
      name: `Agent Builder ${index}`,
      headline: 'AI engineer building agents',
      experiences: [experience('AI Engineer', 'Agentic Labs', 'Built LLM agents and tool-calling pipelines for support teams.')],
      github_projects: [
        {
          name: `someone/agents-${index}`,
          url: 'https://github.com/x',
          description: 'An agents framework',
          stars: 40,
          is_ai: true,
        },
      ],
    });
  }
  await embedWhereVector(t.app);
}, 120_000);
afterAll(() => t.close());

describe('evidence from Hearth activity', () => {
  it('a project awarded at a hackathon is indexed through the job and found by "won a hackathon award for an agents project"', async () => {
    const host = await person();
    const builder = await person({ name: 'Noor Haddad', headline: 'Student', linkedinUrl: 'https://www.linkedin.com/in/noor' });
    const event = await makeEvent(
      t.app.db,
      { name: 'Agents Hackathon 2026', type: 'hackathon', startsAt: new Date('2026-03-14T17:00:00Z') },
      { hosts: [host.user.id] },
    );
    await makeRegistration(t.app.db, { eventId: event.id, userId: builder.user.id, status: 'approved' });
    const project = {
      name: 'Dispatch',
      description: 'A multi-agent planner that books field technicians.',
      techStack: 'Python, LangGraph',
    };
    const created = await post('/api/projects/create', { ...project, event_id: event.id, teamMembers: [] }, builder.auth);
    expect(created.statusCode).toBe(200);
    const awarded = await post(
      '/api/projects/update',
      { ...project, id: created.json().id, awards: [{ award_name: '2nd place', award_weight: 2 }] },
      host.auth,
    );
    expect(awarded.statusCode).toBe(200);

    // Queued with the change, indexed by the job: nothing shows before it runs.
    expect(await evidenceOf(builder.user.id)).toEqual([]);
    await runEvidenceJobs();
    const award =
      'Won the 2nd place award at Agents Hackathon 2026 (hackathon, Mar 2026): built Dispatch: ' +
      'A multi-agent planner that books field technicians. Stack: Python, LangGraph';
    // The project's event is named by the award, so the approval adds no line of its own.
    expect(await evidenceOf(builder.user.id)).toEqual([award]);

    const { list } = await searchTalents('won a hackathon award for an agents project');
    expect(list[0]?.user.id).toBe(builder.user.id);
    expect(list[0]?.evidence).toEqual([{ kind: 'award', text: award }]);
    expect(list[0]?.has_account).toBe(true);
    // Those who only say "agents" have no evidence and rank below.
    expect(list.slice(1).every((result) => result.evidence.length === 0)).toBe(true);
  });

  it('approvals and check-ins add event lines; a cancel, a decline or an undone check-in changes them again', async () => {
    const host = await person();
    const guest = await person();
    const event = await makeEvent(
      t.app.db,
      { name: 'Evals Meetup', type: 'meetup', startsAt: new Date('2026-05-01T03:00:00Z') },
      { hosts: [host.user.id] },
    );
    const ticket = await makeRegistration(t.app.db, { eventId: event.id, userId: guest.user.id, status: 'pending' });
    const decide = (status: string) =>
      post(`/api/event/${event.slug}/applications/status`, { user_ids: [guest.user.id], new_status: status }, host.auth);

    expect((await decide('approved')).statusCode).toBe(200);
    await runEvidenceJobs();
    // The month in the event's time zone (Los Angeles unless set): 30 April there, 1 May in UTC.
    expect(await evidenceOf(guest.user.id)).toEqual(['Approved for Evals Meetup (meetup, Apr 2026)']);

    const checkedIn = await post(`/api/event/${event.slug}/check-in`, { code: ticket.checkInCode }, host.auth);
    expect(checkedIn.statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(guest.user.id)).toEqual(['Checked in at Evals Meetup (meetup, Apr 2026)']);

    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/event/${event.slug}/check-in/${ticket.checkInCode}`,
      headers: host.auth,
    });
    expect(undone.statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(guest.user.id)).toEqual(['Approved for Evals Meetup (meetup, Apr 2026)']);

    expect((await decide('declined')).statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(guest.user.id)).toEqual([]);

    expect((await decide('approved')).statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(guest.user.id)).toHaveLength(1);
    const cancelled = await post('/api/application/remove', { slug: event.slug }, guest.auth);
    expect(cancelled.statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(guest.user.id)).toEqual([]);
  });

  it('a bulk approval of more people than one statement rewrites gives every one of them their line', async () => {
    const host = await person();
    const event = await makeEvent(t.app.db, { name: 'Launch Night', type: 'meetup' }, { hosts: [host.user.id] });
    const guests = [];
    for (let index = 0; index < 120; index++) {
      const guest = await makeUser(t.app.db);
      await makeRegistration(t.app.db, { eventId: event.id, userId: guest.id, status: 'pending' });
      guests.push(guest.id);
    }
    const decided = await post(
      `/api/event/${event.slug}/applications/status`,
      { user_ids: guests, new_status: 'approved' },
      host.auth,
    );
    expect(decided.statusCode).toBe(200);
    await runEvidenceJobs();
    for (const id of [guests[0]!, guests[49]!, guests[50]!, guests[119]!]) {
      expect(await evidenceOf(id)).toEqual([expect.stringMatching(/^Approved for Launch Night \(meetup, /)]);
    }
  });

  it('counts only facts that stand: a pending teammate gets no line until they accept, and a deleted project leaves none', async () => {
    const builder = await person();
    const invited = await person();
    // 1 February in Tokyo, where it takes place (still 31 January in Los Angeles).
    const event = await makeEvent(t.app.db, {
      name: 'Voice Jam',
      type: 'hackathon',
      startsAt: new Date('2026-01-31T16:00:00Z'),
      timezone: 'Asia/Tokyo',
    });
    await makeRegistration(t.app.db, { eventId: event.id, userId: builder.user.id, status: 'approved' });
    const created = await post(
      '/api/projects/create',
      { name: 'Echo', description: '', techStack: '', event_id: event.id, teamMembers: [{ email: invited.user.email }] },
      builder.auth,
    );
    expect(created.statusCode).toBe(200);
    await runEvidenceJobs();
    expect(await evidenceOf(builder.user.id)).toEqual(['Built Echo at Voice Jam (hackathon, Feb 2026)']);
    expect(await evidenceOf(invited.user.id)).toEqual([]);

    const accepted = await post(`/api/projects/${created.json().id}/membership`, { accept: true }, invited.auth);
    expect(accepted.statusCode).toBe(204);
    await runEvidenceJobs();
    expect(await evidenceOf(invited.user.id)).toEqual(['Built Echo at Voice Jam (hackathon, Feb 2026)']);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/projects/${created.json().id}`, headers: builder.auth });
    expect(deleted.statusCode).toBe(204);
    await runEvidenceJobs();
    // The approval, named by the project until now, stands on its own again.
    expect(await evidenceOf(builder.user.id)).toEqual(['Approved for Voice Jam (hackathon, Feb 2026)']);
    expect(await evidenceOf(invited.user.id)).toEqual([]);
  });

  it('marks a profile imported without an account', async () => {
    const imported = await makeTalent(t.app.db, { name: 'Imported Only', headline: 'Cartographer of glaciers' });
    const { list } = await searchTalents('cartographer glaciers');
    const result = list.find((entry) => entry.user.id === imported.id);
    expect(result?.has_account).toBe(false);
    expect((await get(`/api/user/id/${imported.id}`, admin)).json().response.has_account).toBe(false);
  });
});

describe('choosing not to appear in talent search', () => {
  it('is on by default, shown only to the person, and refuses a value that is not true or false (400)', async () => {
    const me = await person();
    const stranger = await person();
    expect((await get('/api/user', me.auth)).json().appear_in_search).toBe(true);
    expect((await get(`/api/user/${me.user.id}`, stranger.auth)).json()).not.toHaveProperty('appear_in_search');
    const bad = await setAppearInSearch(me.auth, me.user.name, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The talent search setting must be true or false.', field: 'appear_in_search' });
    expect((await setAppearInSearch({}, me.user.name, false)).statusCode).toBe(401);
  });

  it('removes the person from results, load more, the profile overlay and company people at once, and opting in brings them back', async () => {
    const company = await makeCompany(t.app.db, { name: 'Fjordline Robotics' });
    const talent = (index: number) =>
      makeTalent(t.app.db, {
        name: `Fjord Welder ${index}`,
        headline: 'Underwater welding robotics engineer',
        experiences: [
          {
            ...experience('Underwater Welding Engineer', 'Fjordline Robotics', 'Underwater welding robots.'),
            company_id: company.linkedin_url,
          },
        ],
      });
    const others = [];
    for (let index = 0; index < 24; index++) others.push(await talent(index));
    // A person who signed up and filled in the same kind of profile.
    const me = await person({ name: 'Solveig Berg', headline: 'Underwater welding robotics engineer' });
    const work = [experience('Underwater Welding Engineer', 'Fjordline Robotics', 'Underwater welding robots.')];
    await t.app.db.update(talentProfiles).set({ experiences: work }).where(eq(talentProfiles.userId, me.user.id));
    const [stored] = await t.app.db.select().from(companies).where(eq(companies.linkedinUrl, company.linkedin_url));
    await t.app.db.insert(companyPeople).values({ companyId: stored!.id, userId: me.user.id });
    await embedWhereVector(t.app);
    const peopleOf = async () =>
      (await get(`/api/company/linkedin/${encodeURIComponent(company.linkedin_url)}`, admin))
        .json()
        .response.employees.map((employee: { id: string }) => employee.id);
    expect(await peopleOf()).toContain(me.user.id);
    const prompt = 'underwater welding robotics engineer';
    const first = await searchTalents(prompt);
    const ranked = [...idsOf(first.list)];
    for (;;) {
      const more = await post('/api/load_more', { session_id: first.id }, admin);
      if (more.json().list.length === 0) break;
      ranked.push(...idsOf(more.json().list));
    }
    expect(ranked).toContain(me.user.id);
    // A session started before opting out pages past the first 20 after it.
    const earlier = await searchTalents(prompt);

    const optedOut = await setAppearInSearch(me.auth, me.user.name, false);
    expect(optedOut.statusCode).toBe(200);
    expect(optedOut.json().appear_in_search).toBe(false);

    // No job runs in between: the very next search leaves them out.
    const after = await searchTalents(prompt);
    const rest = [...idsOf(after.list)];
    const page = await post('/api/load_more', { session_id: earlier.id }, admin);
    expect(idsOf(page.json().list)).not.toContain(me.user.id);
    for (;;) {
      const more = await post('/api/load_more', { session_id: after.id }, admin);
      if (more.json().list.length === 0) break;
      rest.push(...idsOf(more.json().list));
    }
    expect(rest).not.toContain(me.user.id);
    expect(rest).toEqual(expect.arrayContaining(others.map((other) => other.id!)));
    expect((await get(`/api/user/id/${me.user.id}`, admin)).statusCode).toBe(404);
    expect(await peopleOf()).not.toContain(me.user.id);

    expect((await setAppearInSearch(me.auth, me.user.name, true)).statusCode).toBe(200);
    const back = await searchTalents(prompt);
    const again = [...idsOf(back.list)];
    for (;;) {
      const more = await post('/api/load_more', { session_id: back.id }, admin);
      if (more.json().list.length === 0) break;
      again.push(...idsOf(more.json().list));
    }
    expect(again).toContain(me.user.id);
    expect((await get(`/api/user/id/${me.user.id}`, admin)).statusCode).toBe(200);
  });
});
