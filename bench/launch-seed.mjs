// The launch bench's database before the server starts: a fresh one (a PostgreSQL database of its
// own, or a PGlite data directory), a host and `guests` guests with complete profiles, and a session
// token for each (the host a site admin, who creates the event), signed with the secret the server is given, so no one signs in through the mail.
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { sessions, users } from '../server/src/db/schema.ts';
import { createSessionSigner } from '../server/src/auth/session-token.ts';

export const HOST_EMAIL = 'launch-host@bench.test';
const BATCH = 500;

export const guestEmail = (index) => `guest-${index}@bench.test`;

/** A database of its own on the PostgreSQL server of `baseUrl`; `backends` lists the pids serving it, `drop` removes it. */
export async function freshPostgresDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    backends: async () =>
      (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((row) => row.pid),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Migrates the database, adds the host and the guests, and answers `{ secret, host, guests: [{ id, email, token }] }`. */
export async function seedLaunch({ databaseUrl, dataDir, guests }) {
  const database = await openDatabase({ databaseUrl, dataDir });
  const secret = crypto.randomBytes(32).toString('base64url');
  const signer = createSessionSigner(new TextEncoder().encode(secret));
  try {
    const withSession = async (rows) => {
      const inserted = await database.db.insert(users).values(rows).returning({ id: users.id, email: users.email });
      const made = await database.db
        .insert(sessions)
        .values(inserted.map((user) => ({ userId: user.id })))
        .returning({ id: sessions.id, userId: sessions.userId });
      const sessionOf = new Map(made.map((session) => [session.userId, session.id]));
      return Promise.all(
        inserted.map(async (user) => ({
          ...user,
          token: await signer.sign({ userId: user.id, sessionId: sessionOf.get(user.id) }),
        })),
      );
    };
    const profile = (email, index) => ({
      email,
      name: `Guest ${index}`,
      headline: `Builder #${index} @ Example Labs`,
      linkedinUrl: `https://www.linkedin.com/in/launch-guest-${index}`,
    });
    const [host] = await withSession([{ ...profile(HOST_EMAIL, 'host'), role: 'admin' }]);
    const seeded = [];
    for (let offset = 0; offset < guests; offset += BATCH) {
      const size = Math.min(BATCH, guests - offset);
      seeded.push(...(await withSession(Array.from({ length: size }, (_, i) => profile(guestEmail(offset + i), offset + i)))));
    }
    return { secret, host, guests: seeded };
  } finally {
    await database.close();
  }
}
