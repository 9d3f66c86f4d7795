import { users } from './schema.ts';

/** The public part of a user's profile as select columns, named as the contract names them (`Participant`). */
export const publicProfileColumns = {
  id: users.id,
  name: users.name,
  headline: users.headline,
  photoURL: users.photoUrl,
  linkedInURL: users.linkedinUrl,
  githubURL: users.githubUrl,
  twitterURL: users.twitterUrl,
};
