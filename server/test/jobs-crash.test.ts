import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { enqueueMail } from '../src/mail/jobs.ts';
import { freePort, freshDatabase, waitFor } from './helpers.ts';
import { testSmtpServer } from './smtp.ts';

const root = path.resolve(import.meta.dirname, '../..');

it('runs a job again after its worker was killed in the middle of it (kill -9)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-crash-'));
  const database = await freshDatabase();
  const smtp = testSmtpServer(await freePort());
  const env = {
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    SEARCH_BACKGROUND_EMBEDDING: 'off',
    MAX_EVENT_LOOP_DELAY: '0',
    WARM_UP: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  const config: Config = { ...loadConfig(env), runJobs: false };
  // An attempt counts as lost 3 s after it started (the job records this when it is queued).
  const timings = { timeoutSeconds: 3, maintenanceSeconds: 1, pollMs: 200 };
  try {
    const before = await buildApp(config, { jobs: timings });
    await before.ready();
    await enqueueMail(before.jobs, before.db, { to: 'crash@example.test', subject: 'Survives a crash', text: 'x' });
    await before.close();

    // A server process takes the job and hangs in the middle of the SMTP exchange; then it is killed.
    smtp.stall = true;
    await smtp.start();
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(await freePort()) },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await waitFor(() => smtp.started.length > 0 || undefined, 60_000, 'the worker to start sending');
    } finally {
      server.kill('SIGKILL');
      await exited;
    }
    expect(smtp.received).toHaveLength(0);

    // After the restart the lost attempt expires and the job runs again: the message arrives once.
    smtp.stall = false;
    const after = await buildApp({ ...config, runJobs: true }, { jobs: timings });
    await after.ready();
    try {
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('crash@example.test')), 60_000, 'the e-mail');
      expect(mail.raw).toContain('Subject: Survives a crash');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await after.close();
    }
  } finally {
    await smtp.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
