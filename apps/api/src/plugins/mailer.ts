import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox transport writes for each message: a stable format the end-to-end tests read. */
export interface OutboxMessage extends MailMessage {
  sentAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(message: MailMessage): Promise<void> };
  }
}

export interface MailerOptions {
  /** A real SMTP server; without it each message is written to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export default fp<MailerOptions>(
  async (app, { smtpUrl, from, outboxDir }) => {
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      app.addHook('onClose', () => transport.close());
      app.decorate('mailer', {
        async send(message: MailMessage) {
          await transport.sendMail({ from, ...message });
        },
      });
      return;
    }

    // Offline: the raw message is still built by nodemailer, so the .eml is what SMTP would have carried.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    await mkdir(outboxDir, { recursive: true });
    app.decorate('mailer', {
      async send(message: MailMessage) {
        const { message: raw } = await transport.sendMail({ from, ...message });
        const sentAt = new Date().toISOString();
        const base = join(outboxDir, `${sentAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`);
        const record: OutboxMessage = { ...message, sentAt };
        await writeFile(`${base}.eml`, raw as Buffer);
        await writeFile(`${base}.json`, `${JSON.stringify(record, null, 2)}\n`);
        // The subject carries the code, so a newcomer signing up offline reads it on the console.
        app.log.info({ to: message.to, file: `${base}.json` }, `outbox: ${message.subject}`);
      },
    });
  },
  { name: 'mailer' },
);
