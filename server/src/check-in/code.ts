import crypto from 'node:crypto';

/** A fresh check-in code for a ticket's QR code (not guessable, short enough to type). */
export const newCheckInCode = () => crypto.randomBytes(9).toString('base64url');
