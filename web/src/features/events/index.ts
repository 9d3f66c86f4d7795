// The events feature's public entry: other features import from here only.
export { eventKeys, eventsQuery } from './api.ts';
export { eventTime, statusCopy, viewerRelation, type StatusCopy } from './status-copy.ts';
