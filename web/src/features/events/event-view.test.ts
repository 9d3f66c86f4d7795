import { describe, expect, it } from 'vitest';
import type { Event } from '@hearth/contract/events';
import { testEvent } from '../../test/events.ts';
import { eventBadges, profileEventBadges, splitTimeline } from './event-view.ts';

const base: Event = testEvent({
  id: 'e',
  event_id: 'e',
  name: 'E',
  slug: 'e',
  timestamp: Date.UTC(2026, 5, 15, 17), // 10:00 PDT 15 June
  type: 'hackathon',
});
const before = Date.UTC(2026, 5, 15, 20); // 13:00 PDT the same day
const after = Date.UTC(2026, 5, 16, 7, 1); // 00:01 PDT the next day
const labels = (event: Partial<Event>, now: number) => eventBadges({ ...base, ...event }, now).map((badge) => badge.label);

describe('eventBadges (docs/product/events.md#event-card)', () => {
  it('says You are going for approved, Pending for pending and Declined for declined while not over', () => {
    expect(labels({ status: 'approved' }, before)).toEqual(['You are going']);
    expect(labels({ status: 'pending' }, before)).toEqual(['Pending']);
    expect(labels({ status: 'declined' }, before)).toEqual(['Declined']);
    expect(labels({}, before)).toEqual([]);
  });
  it('shows a co-host the host’s view, never a request status beside Co-Host', () => {
    expect(labels({ status: 'pending', role: 'event_admin' }, before)).toEqual(['Co-Host']);
    expect(labels({ status: 'pending', role: 'event_admin', access: 'member' }, after)).toEqual([
      'Event Over',
      'Member Event',
      'Co-Host',
    ]);
  });
  it('says Waitlist for a guest on the waitlist while not over', () => {
    expect(labels({ status: 'waitlisted' }, before)).toEqual(['Waitlist']);
    expect(labels({ status: 'waitlisted' }, after)).toEqual(['Event Over']);
  });
  it('says Event Over after the end of the LA day, and drops the status badges', () => {
    expect(labels({ status: 'approved' }, after)).toEqual(['Event Over']);
  });
  it('names a non-public access and the co-host role', () => {
    expect(labels({ access: 'unlisted', role: 'event_admin' }, before)).toEqual(['Unlisted Event', 'Co-Host']);
    expect(labels({ access: 'member' }, before)).toEqual(['Member Event']);
    expect(labels({ access: 'admin' }, before)).toEqual(['Admin Event']);
  });
});

describe('profileEventBadges (someone else’s profile)', () => {
  const owner = (
    profile_relation: 'host' | 'approved' | 'pending' | 'waitlisted',
    now: number,
    access: Event['access'] = 'public',
  ) => profileEventBadges({ ...base, access, profile_relation }, now).map((badge) => badge.label);
  it('names the person’s public relation, never the viewer', () => {
    expect(owner('approved', before)).toEqual(['Going']);
    expect(owner('approved', after)).toEqual(['Attended']);
    expect(owner('host', before, 'unlisted')).toEqual(['Hosting', 'Unlisted Event']);
    expect(owner('host', after)).toEqual(['Hosted']);
  });
  it('shows nothing of a request that is not public', () => {
    expect(owner('pending', before)).toEqual([]);
    expect(owner('waitlisted', before)).toEqual([]);
  });
});

describe('splitTimeline', () => {
  it('keeps today’s started event upcoming, sorts upcoming ascending and past descending, grouped by LA day', () => {
    const events = [
      { ...base, id: 'later', timestamp: Date.UTC(2026, 5, 20, 17) },
      { ...base, id: 'today', timestamp: Date.UTC(2026, 5, 15, 17) },
      { ...base, id: 'today-evening', timestamp: Date.UTC(2026, 5, 16, 5) }, // 22:00 PDT 15 June
      { ...base, id: 'old', timestamp: Date.UTC(2026, 4, 1, 17) },
      { ...base, id: 'older', timestamp: Date.UTC(2026, 3, 1, 17) },
    ];
    const { upcoming, past } = splitTimeline(events, before);
    expect(upcoming.map((group) => [group.label, group.isToday, group.events.map((event) => event.id)])).toEqual([
      ['Today', true, ['today', 'today-evening']],
      ['June 20', false, ['later']],
    ]);
    expect(past.map((group) => group.events[0]!.id)).toEqual(['old', 'older']);
  });
});
