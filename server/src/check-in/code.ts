import crypto from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@hearth/contract/ticket-code';

/**
 * A fresh check-in code: 10 characters of Crockford's base32 (50 random bits), printed under the
 * ticket's QR code for a guest to read out or a host to type (contract/src/ticket-code.ts).
 */
export function newCheckInCode(): string {
  let code = '';
  for (let index = 0; index < TICKET_CODE_LENGTH; index++)
    code += TICKET_CODE_ALPHABET[crypto.randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}
