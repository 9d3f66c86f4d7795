// What other features may use of the waitlist (docs/decisions/022-feature-boundaries.md).
export { approvedMail, waitlistedMail } from './mail.ts';
export {
  admissionFor,
  admissionState,
  approvedColumns,
  countTakenPlaces,
  freePlaces,
  lineUpStart,
  lockEvent,
  waitlistedColumns,
} from './places.ts';
export { waitlistPosition, waitlistPositions } from './position.ts';
export { promoteWaitlisted } from './promote.ts';
export { waitlistOnEventSaved } from './on-event-saved.ts';
export { defineWaitlistPromotionJobs, queuePromotion } from './promotion-job.ts';
