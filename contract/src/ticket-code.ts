/**
 * The code printed under a ticket's QR code, for a door whose camera cannot read it
 * (docs/product/registrations.md#ticket). New codes are 10 characters of Crockford's base32
 * (digits and capitals without I, L, O, U: 50 random bits), shown in two groups of five; the door
 * accepts them in any case, with or without spaces or dashes, O typed for 0 and I or L for 1. Codes
 * made before (12 characters of base64url, case matters) are shown in groups of four and accepted
 * as printed, spaces aside.
 */
export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_LENGTH = 10;

const SHORT_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The code as printed: `7KQ2M 9XD4R`, or an older code in groups of four. */
export function ticketCodeLabel(code: string): string {
  const group = SHORT_CODE.test(code) ? 5 : 4;
  return (code.match(new RegExp(`.{1,${group}}`, 'g')) ?? []).join(' ');
}

/** The stored codes a typed code may stand for: as typed (spaces dropped), and its short form when it reads as one. */
export function ticketCodeCandidates(typed: string): string[] {
  const compact = typed.replace(/\s+/g, '');
  const short = compact.replace(/-/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return SHORT_CODE.test(short) && short !== compact ? [compact, short] : [compact];
}
