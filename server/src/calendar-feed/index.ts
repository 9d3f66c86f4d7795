// What the app wires of the calendar feed (docs/decisions/022-feature-boundaries.md).
export { calendarFeedRoutes } from './routes.ts';
