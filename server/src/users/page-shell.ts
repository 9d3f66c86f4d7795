import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { IdSchema } from '@hearth/contract/common';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { appShellFor, sendAppShell } from '../http/app-shell.ts';

/** `GET /user/:userId` outside /api: the SPA, with 404 and `noindex` when there is no such user. */
export function userPageShell(options: { db: Db; webDist: string }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { userId: string } }>('/user/:userId', { schema: { hide: true } }, async (request, reply) => {
      const id = request.params.userId;
      const found =
        IdSchema.safeParse(id).success &&
        (await options.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0;
      const shell = await appShellFor(options.webDist, { pathname: found ? `/user/${id}` : null });
      if (shell === null) return reply.status(404).send({ message: 'Not found.' });
      return sendAppShell(reply, shell, { found });
    });
  };
}
