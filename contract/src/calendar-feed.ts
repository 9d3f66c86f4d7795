import { z } from 'zod';

/**
 * A person's private calendar feed (docs/product/events.md#calendar-feed): a secret address any
 * calendar app can subscribe to without signing in. Anyone holding it can read the feed, so it is
 * shown only to its owner, who can rotate it.
 */
export const CalendarFeedSchema = z.object({
  url: z.string().meta({ description: 'The feed’s secret https address (text/calendar, RFC 5545)' }),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
