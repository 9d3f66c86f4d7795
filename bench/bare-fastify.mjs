#!/usr/bin/env node
// The ceiling bench/public-reads.mjs compares the app with: a bare Fastify process answering
// GET /api/events with a constant JSON body (the file BODY_FILE) on 127.0.0.1:PORT.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE, 'utf8');
const app = Fastify();
app.get('/api/events', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get('/api/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));
