import type { z } from 'zod';

/**
 * Words for field names that do not read well split into words: the labels people see on the
 * forms, never the wire name (`githubRepoURL`), which the answer's `field` carries for programs.
 */
const FIELD_WORDS: Record<string, string> = {
  event_id: 'the event',
  eventId: 'the event',
  imageSrc: 'the image',
  photoURL: 'the photo',
  linkedInURL: 'the LinkedIn URL',
  githubURL: 'the GitHub URL',
  twitterURL: 'the Twitter/X URL',
  githubRepoURL: 'the GitHub repo link',
  slidesURL: 'the slides link',
  videoURL: 'the demo video link',
  demoURL: 'the live demo link',
  sponsorURL: 'the website',
  cohostURL: 'the website',
  websiteURL: 'the website',
  techStack: 'the tech stack',
  teamMembers: 'the team members',
  meeting_url: 'the meeting link',
  timezone: 'the time zone',
  end_timestamp: 'the end',
  requireDefaultQuestions: 'the default questions setting',
  approval_required: 'the Require approval setting',
  show_guests: 'the show guests setting',
  show_upcoming_events: 'the upcoming events setting',
  appear_in_search: 'the talent search setting',
  ai_project: 'the AI project',
};

/** One item of a list, for a field inside it: `sponsors.1.sponsorURL` → 'the website of sponsor 2'. */
const ITEM_WORDS: Record<string, string> = {
  sponsors: 'sponsor',
  cohosts: 'cohost',
  tech_partners: 'tech partner',
  speakers_updated: 'speaker',
  judges_updated: 'judge',
  experiences: 'experience',
  education: 'education entry',
  github_projects: 'GitHub project',
  images: 'image',
  teamMembers: 'team member',
  awards: 'award',
  questions: 'question',
};

/** `start_time` → 'the start time', `githubRepoURL` → 'the GitHub repo link'. */
function keyWords(key: string): string {
  return (
    FIELD_WORDS[key] ??
    `the ${key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .replace(/\b(?!URL\b)([A-Z])([a-z]*)/g, (_, first: string, rest: string) => first.toLowerCase() + rest)
      .trim()}`
  );
}

/**
 * The field a path names, in words a person knows: `start_time` → 'the start time',
 * `sponsors.1.sponsorURL` → 'the website of sponsor 2', `images.0` → 'image 1'.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keyAt = path.findLastIndex((segment) => typeof segment === 'string');
  if (keyAt === -1) return 'the request';
  const key = path[keyAt] as string;
  const index = path[keyAt + 1];
  if (typeof index === 'number') {
    return ITEM_WORDS[key] ? `${ITEM_WORDS[key]} ${index + 1}` : `item ${index + 1} of ${keyWords(key)}`;
  }
  const listAt = keyAt - 1;
  const list = path[listAt - 1];
  if (typeof path[listAt] === 'number' && typeof list === 'string') {
    return `${keyWords(key)} of ${ITEM_WORDS[list] ?? keyWords(list).replace(/^the /, '')} ${(path[listAt] as number) + 1}`;
  }
  return keyWords(key);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function limit(origin: string, bound: number | bigint): string {
  if (origin === 'string') return `${bound} characters`;
  if (origin === 'array' || origin === 'set') return `${bound} items`;
  return String(bound);
}

/**
 * The API's message for a validation issue whose schema defines none: it names the field, so a
 * client (or a person reading the toast) knows what to fix. Schemas' own messages take precedence.
 */
export const describeIssue: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return issue.path?.length ? `Please fill in ${label}.` : 'Please send a request body.';
      return `${capitalize(label)} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      return `${capitalize(label)} can be at most ${limit(issue.origin, issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `Please fill in ${label}.`;
      return `${capitalize(label)} must be at least ${limit(issue.origin, issue.minimum)}.`;
    case 'invalid_format':
      return `${capitalize(label)} is not a valid ${issue.format === 'uuid' ? 'id' : issue.format}.`;
    case 'invalid_value':
      return `${capitalize(label)} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return `${capitalize(label)} is not valid.`;
  }
};

/**
 * The same rules worded for a form, where the message stands under the field's own label: it does
 * not name the field again ('At most 200 characters.', not 'The name (name) can be at most …').
 */
export const describeFieldIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_big':
      return `At most ${limit(issue.origin, issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'Please fill this in.';
      return `At least ${limit(issue.origin, issue.minimum)}.`;
    case 'invalid_format':
      return `This is not a valid ${issue.format === 'uuid' ? 'id' : issue.format}.`;
    default:
      return describeIssue(issue);
  }
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
