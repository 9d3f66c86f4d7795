// What other features may use of events (docs/decisions/022-feature-boundaries.md).
export { canSeeEvent, isListedFor, loadEventForViewer, type EventRow, type EventViewer } from './access.ts';
export { calendarAttachment, when, where, type MailEvent } from './mail-parts.ts';
export { toEvent } from './serialize.ts';
export { calendarEventOf, calendarOf } from './ics.ts';
export { checkPoster } from './poster.ts';
export { SvgTooSlowError } from './poster-raster.ts';
export type { EventHooks, EventSavedHandler } from './after-save.ts';
