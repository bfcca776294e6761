import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage, OutboxMessage } from '../../mail/mail-message.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../private-files.js';

export interface MailerOptions {
  /** A real SMTP server; without it each message is written to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export default fp<MailerOptions>(
  async (app, { smtpUrl, from, outboxDir }) => {
    const { send, close } = smtpUrl ? smtpSender(smtpUrl, from) : await outboxSender(app, outboxDir, from);
    const domain = senderDomain(from);
    app.decorate('mailer', {
      send,
      messageId: (local: string) => `<${local}@${domain}>`,
    } satisfies Mailer);
    // The job worker stops before any onClose hook (preClose), so no job is sending any more.
    app.addHook('onClose', async () => close());
  },
  { name: 'mailer' },
);

/** The domain of the sender's address (`"Shop" <no-reply@farm.ng>`: farm.ng), localhost without one. */
function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

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
  // Owner-only: the messages carry sign-in and verification codes.
  await makePrivateDir(outboxDir);
  const send = async (message: MailMessage) => {
    // Taken before the message is built, so messages sent one after another keep their order.
    const sentAt = new Date().toISOString();
    const { message: raw } = await transport.sendMail({ from, ...message });
    const base = join(outboxDir, `${sentAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`);
    const record: OutboxMessage = { ...message, sentAt };
    await writeFile(`${base}.eml`, raw as Buffer, { mode: PRIVATE_FILE_MODE });
    // Written under a temporary name and renamed, so a reader of *.json never sees half a message.
    await writeFile(`${base}.json.tmp`, `${JSON.stringify(record, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    await rename(`${base}.json.tmp`, `${base}.json`);
    // The subject carries the code, so a newcomer signing up offline reads it on the console.
    app.log.info({ to: message.to, file: `${base}.json` }, `outbox: ${message.subject}`);
  };
  return { send, close: () => transport.close() };
}
