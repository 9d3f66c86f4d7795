// What other features may use of check-in (docs/decisions/022-feature-boundaries.md).
export { newCheckInCode } from './code.ts';
