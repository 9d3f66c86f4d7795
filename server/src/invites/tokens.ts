import crypto from 'node:crypto';

/** Invite tokens: 32 random bytes, made when the e-mail is sent; only their SHA-256 is stored. */
export const newInviteToken = () => crypto.randomBytes(32).toString('base64url');
export const hashInviteToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A hash nobody holds the token of: the invitation has no working link until its e-mail is sent. */
export const unusableTokenHash = () => hashInviteToken(newInviteToken());
