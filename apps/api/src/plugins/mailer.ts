import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { backgroundTasks } from '../background-tasks.js';

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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without holding up the answer, so how long a mail server takes never tells a caller whether an
   * account exists; failures (of building the message too) are logged. A message that resolves to undefined is
   * not sent. The app waits for pending messages when it closes.
   */
  sendLater(message: MailMessage | Promise<MailMessage | undefined>): void;
  /** Resolves when every message handed to sendLater so far is sent (or has failed). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
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
    const { send, close } = smtpUrl ? smtpSender(smtpUrl, from) : await outboxSender(app, outboxDir, from);
    const tasks = backgroundTasks();

    app.decorate('mailer', {
      send,
      sendLater(message: MailMessage | Promise<MailMessage | undefined>) {
        tasks.run(
          Promise.resolve(message).then(
            (ready) =>
              ready &&
              send(ready).catch((error: unknown) =>
                app.log.error({ err: error, to: ready.to }, 'e-mail not sent'),
              ),
            (error: unknown) => app.log.error({ err: error }, 'e-mail not written'),
          ),
        );
      },
      settled: tasks.settled,
    });
    app.addHook('onClose', async () => {
      await app.mailer.settled();
      close();
    });
  },
  { name: 'mailer' },
);

function smtpSender(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Offline: the raw message is still built by nodemailer, so the .eml is what SMTP would have carried. */
async function outboxSender(app: FastifyInstance, outboxDir: string, from: string) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  await mkdir(outboxDir, { recursive: true });
  const send = async (message: MailMessage) => {
    // Taken before the message is built, so messages sent one after another keep their order.
    const sentAt = new Date().toISOString();
    const { message: raw } = await transport.sendMail({ from, ...message });
    const base = join(outboxDir, `${sentAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`);
    const record: OutboxMessage = { ...message, sentAt };
    await writeFile(`${base}.eml`, raw as Buffer);
    // Written under a temporary name and renamed, so a reader of *.json never sees half a message.
    await writeFile(`${base}.json.tmp`, `${JSON.stringify(record, null, 2)}\n`);
    await rename(`${base}.json.tmp`, `${base}.json`);
    // The subject carries the code, so a newcomer signing up offline reads it on the console.
    app.log.info({ to: message.to, file: `${base}.json` }, `outbox: ${message.subject}`);
  };
  return { send, close: () => transport.close() };
}
