// What other features may use of registrations (docs/decisions/022-feature-boundaries.md).
export { approvedMail, declinedMail } from './mail.ts';
