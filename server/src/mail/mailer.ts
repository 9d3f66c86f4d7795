import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** Text content only: a message is stored as JSON in the job queue until it is sent. */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The same for every attempt at one message, so a receiver can tell a repeat. */
  messageId?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * docs/architecture.md#environment: real SMTP when SMTP_URL is set; otherwise every message is written as an
 * RFC 5322 `.eml` file to DATA_DIR/outbox and its links are logged, so sign-in works offline.
 */
/** RFC 5322: a message's lines end in CRLF. Nodemailer leaves 7bit and quoted-printable bodies as given. */
function withCrlf(message: MailMessage): MailMessage {
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  return { ...message, text: crlf(message.text), ...(message.html === undefined ? {} : { html: crlf(message.html) }) };
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a stalled server fails the attempt (and the job retries) well within its timeout.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...withCrlf(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...withCrlf(message) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, file, links },
        `mail written to outbox${links.length ? `: ${links.join(' ')}` : ''}`,
      );
    },
  };
}
