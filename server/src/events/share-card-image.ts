import { eventTimeRange, longDate } from '@hearth/contract/event-dates';
import { rasteriseSvg } from './poster-raster.ts';
import { SHARE_CARD_WIDTH, shareCardSvg } from './share-card.ts';

/** What the card shows of an event: the name and its dates only (the location is for approved guests). */
type CardEvent = { id: string; name: string; startsAt: Date; endsAt: Date | null; timezone: string; updatedAt: Date };

/** docs/product/events.md#status-copy: what someone who has not asked reads in the location's place. */
const PLACE_LINE = 'Register to see the location';
/** Cards kept drawn (about 30–60 KB each); the least recently served goes first. */
const KEPT_CARDS = 100;

const drawn = new Map<string, Promise<Buffer>>();

/** Its key changes with every save of the event, so an edited event is drawn again. */
export const shareCardVersion = (event: { id: string; updatedAt: Date }) => `${event.id}-${event.updatedAt.getTime()}`;

/**
 * The event's share card as PNG, drawn once per version of the event on the poster's drawing
 * threads and kept in memory; callers asking while it is drawn wait for the same drawing.
 */
export function shareCardPng(event: CardEvent): Promise<Buffer> {
  const key = shareCardVersion(event);
  const kept = drawn.get(key);
  if (kept) {
    drawn.delete(key);
    drawn.set(key, kept);
    return kept;
  }
  const start = event.startsAt.getTime();
  const schedule = { timestamp: start, end_timestamp: event.endsAt?.getTime() ?? null, timezone: event.timezone };
  const svg = shareCardSvg({
    name: event.name,
    when: `${longDate(start, event.timezone)} · ${eventTimeRange(schedule)}`,
    place: PLACE_LINE,
  });
  const png = rasteriseSvg(Buffer.from(svg), { maxSide: SHARE_CARD_WIDTH });
  drawn.set(key, png);
  png.catch(() => drawn.delete(key));
  while (drawn.size > KEPT_CARDS) drawn.delete(drawn.keys().next().value!);
  return png;
}
