import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { raw: string; messageId: string | undefined; to: string[] };

/**
 * A real SMTP server on a fixed port that a test can stop and start again (an outage), or make
 * stall after it has been handed a message (a worker dies mid-send).
 */
export function testSmtpServer(port: number) {
  const received: ReceivedMail[] = [];
  const started: string[] = [];
  let server: SMTPServer | null = null;
  let stall = false;
  return {
    received,
    /** Messages whose data began arriving (also those never accepted). */
    started,
    url: `smtp://127.0.0.1:${port}`,
    set stall(value: boolean) {
      stall = value;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            started.push(raw);
            if (stall) return; // never answers: the sender's attempt hangs
            received.push({
              raw,
              messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
