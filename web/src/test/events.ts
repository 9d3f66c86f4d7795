import type { Event } from '@hearth/contract/events';

/** A public event with no questions, people or capacity, for component tests; `overrides` change what a test is about. */
export function testEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 'e1',
    event_id: 'e1',
    name: 'Demo Day',
    slug: 'demo-day',
    timestamp: Date.UTC(2026, 5, 15, 17), // 10:00 PDT 15 June
    end_timestamp: null,
    timezone: 'America/Los_Angeles',
    show_guests: false,
    description: '',
    imageSrc: null,
    type: 'meetup',
    access: 'public',
    status: null,
    role: null,
    requireDefaultQuestions: true,
    questions: [],
    speakers_updated: [],
    judges_updated: [],
    speakers: [],
    judges: [],
    sponsors: [],
    cohosts: [],
    tech_partners: [],
    capacity: null,
    approval_required: true,
    ...overrides,
  };
}
