import type { z } from 'zod';

/** Words for field names that do not read well split into words. */
const FIELD_WORDS: Record<string, string> = {
  event_id: 'the event',
  eventId: 'the event',
  imageSrc: 'the image',
  photoURL: 'the photo',
  linkedInURL: 'the LinkedIn URL',
  githubURL: 'the GitHub URL',
  twitterURL: 'the Twitter URL',
  githubRepoURL: 'the GitHub repository URL',
  slidesURL: 'the slides URL',
  techStack: 'the tech stack',
  teamMembers: 'the team members',
  meeting_url: 'the meeting URL',
  timezone: 'the time zone',
  end_timestamp: 'the end',
};

/** `start_time` → 'the start time', `linkedInURL` → 'the linked in URL'; the key follows in brackets. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (key === undefined) return 'the request';
  const words =
    FIELD_WORDS[key] ??
    `the ${key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .replace(/\b(?!URL\b)([A-Z])([a-z]*)/g, (_, first: string, rest: string) => first.toLowerCase() + rest)
      .trim()}`;
  return `${words} (${key})`;
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
