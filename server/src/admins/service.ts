import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import {
  LAST_ADMIN_MESSAGE,
  type Admin,
  type AdminsOverview,
  type GrantAdminResult,
  type RoleChange,
} from '@hearth/contract/admins';
import type { Db } from '../db/client.ts';
import { roleChanges, users } from '../db/schema.ts';
import { revokeKeysOfCreators, revokeKeysOfNonAdmins } from '../api-keys/index.ts';
import type { Actor } from '../http/actor.ts';
import { conflict, notFound } from '../http/errors.ts';

/** How many role changes the admin screen shows. */
const RECENT_CHANGES = 50;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The start-up half of ADMIN_EMAILS (the sign-in half is in auth/service.ts): whoever is admin only
 * because their address was listed loses the role once it no longer is. Granted admins are kept.
 * Sessions and API keys read the role on every request, so the change holds from the first call;
 * the API keys of anyone who is not an admin are revoked for good in the same transaction.
 */
export async function syncEnvAdmins({ db, adminEmails, log }: { db: Db; adminEmails: Set<string>; log: FastifyBaseLogger }) {
  const demoted = await db.transaction(async (tx) => {
    const listed = [...adminEmails];
    const rows = await tx
      .update(users)
      .set({ role: 'user', adminSource: null, updatedAt: new Date() })
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.adminSource, 'env'),
          listed.length ? notInArray(sql`lower(${users.email})`, listed) : undefined,
        ),
      )
      .returning({ id: users.id, email: users.email });
    if (rows.length) {
      await tx
        .insert(roleChanges)
        .values(
          rows.map((row) => ({ userId: row.id, role: 'user' as const, changedBy: null, reason: 'Removed from ADMIN_EMAILS' })),
        );
    }
    // Not only the rows demoted now: also keys left active by a demotion before keys went with the role.
    await revokeKeysOfNonAdmins(tx);
    return rows;
  });
  if (!demoted.length) return demoted;
  log.info({ emails: demoted.map((row) => row.email) }, 'removed from ADMIN_EMAILS: admin role revoked');
  const [remaining] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  if (!remaining?.n) log.warn('Hearth has no admin now: add an address to ADMIN_EMAILS and sign in with it');
  return demoted;
}

export async function listAdmins({ db }: { db: Db }): Promise<AdminsOverview> {
  const granter = alias(users, 'granter');
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, photoUrl: users.photoUrl, source: users.adminSource })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`);

  // When and by whom each admin last became one: the newest 'admin' row of their history.
  const ids = rows.map((row) => row.id);
  const grants = ids.length
    ? await db
        .selectDistinctOn([roleChanges.userId], {
          userId: roleChanges.userId,
          at: roleChanges.createdAt,
          byId: granter.id,
          byName: granter.name,
        })
        .from(roleChanges)
        .leftJoin(granter, eq(granter.id, roleChanges.changedBy))
        .where(and(inArray(roleChanges.userId, ids), eq(roleChanges.role, 'admin')))
        .orderBy(roleChanges.userId, desc(roleChanges.createdAt))
    : [];
  const grantOf = new Map(grants.map((grant) => [grant.userId, grant]));

  const admins: Admin[] = rows.map((row) => {
    const grant = grantOf.get(row.id);
    const source = row.source === 'env' ? 'env' : 'granted';
    return {
      id: row.id,
      name: row.name,
      email: row.email ?? '',
      photoURL: row.photoUrl,
      source,
      since: grant?.at.toISOString() ?? null,
      grantedBy: source === 'granted' && grant?.byId ? { id: grant.byId, name: grant.byName ?? '' } : null,
    };
  });
  return { admins, changes: await listRoleChanges(db) };
}

async function listRoleChanges(db: Db): Promise<RoleChange[]> {
  const changer = alias(users, 'changer');
  const rows = await db
    .select({
      id: roleChanges.id,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      role: roleChanges.role,
      byId: changer.id,
      byName: changer.name,
      reason: roleChanges.reason,
      at: roleChanges.createdAt,
    })
    .from(roleChanges)
    .innerJoin(users, eq(users.id, roleChanges.userId))
    .leftJoin(changer, eq(changer.id, roleChanges.changedBy))
    .orderBy(desc(roleChanges.createdAt), desc(roleChanges.id))
    .limit(RECENT_CHANGES);
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    role: row.role === 'admin' ? 'admin' : 'user',
    changedBy: row.byId ? { id: row.byId, name: row.byName ?? '' } : null,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
}

/** Idempotent: an admin already stays as they are (an ADMIN_EMAILS admin is not turned into a granted one). */
export async function grantAdmin({ db, actor, email }: { db: Db; actor: Actor; email: string }): Promise<GrantAdminResult> {
  const { userId, changed } = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
      .for('update');
    if (!user) throw notFound('No Hearth user has this e-mail address.');
    if (user.role === 'admin') return { userId: user.id, changed: false };
    // Keys from an earlier time as admin stay dead: only keys created from now on act as them.
    await revokeKeysOfCreators(tx, [user.id]);
    await tx.update(users).set({ role: 'admin', adminSource: 'granted', updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .insert(roleChanges)
      .values({ userId: user.id, role: 'admin', changedBy: actor.userId, reason: 'Granted by an admin' });
    return { userId: user.id, changed: true };
  });
  const { admins } = await listAdmins({ db });
  const admin = admins.find((entry) => entry.id === userId);
  if (!admin) throw notFound('No Hearth user has this e-mail address.');
  return { admin, changed };
}

/**
 * Revoking oneself is allowed while another admin remains. The API keys they created are revoked
 * with the role, for good. Every admin row is locked first, so of
 * two concurrent revocations of the last two admins the second sees the first's result and is refused.
 */
export async function revokeAdmin({ db, actor, userId }: { db: Db; actor: Actor; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (!admins.some((admin) => admin.id === userId)) throw notFound('This user is not an admin.');
    if (admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    await tx
      .update(users)
      .set({ role: 'user', adminSource: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.role, 'admin')));
    await tx.insert(roleChanges).values({ userId, role: 'user', changedBy: actor.userId, reason: 'Revoked by an admin' });
    await revokeKeysOfCreators(tx, [userId]);
  });
}

/** In id order, so concurrent transactions take the locks in the same order and cannot deadlock. */
function lockAdmins(tx: Tx) {
  return tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
}
