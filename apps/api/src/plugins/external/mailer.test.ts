import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmails } from '../../accounts/account-emails.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { SmtpStandIn } from '../../test/smtp-stand-in.js';
import mailer, { type MailerOptions } from './mailer.js';

const emails = accountEmails('Kuje Green Farms');

type SendResetCode = (to: string, code: string) => Promise<MailMessage>;

async function withMailer(options: MailerOptions, use: (send: SendResetCode) => Promise<void>) {
  const app = Fastify();
  await app.register(mailer, options);
  await app.ready();
  try {
    await use(async (to, code) => {
      const message = emails.resetCode(to, code);
      await app.mailer.send(message);
      return message;
    });
  } finally {
    await app.close();
  }
}

describe('mailer: SMTP', () => {
  const smtp = new SmtpStandIn();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it('delivers over the SMTP protocol, from MAIL_FROM, with text and HTML parts', async () => {
    await withMailer(
      {
        smtpUrl: smtp.url,
        from: '"Kuje Green Farms" <shop@farm.ng>',
        outboxDir: '/nonexistent',
      },
      async (send) => {
        await send('ada@example.ng', '123456');
      },
    );

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('shop@farm.ng');
    expect(message?.to).toEqual(['ada@example.ng']);
    expect(message?.raw).toContain('Subject: 123456 is your Kuje Green Farms password reset code');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
  });
});

describe('mailer: outbox', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = join(await mkdtemp(join(tmpdir(), 'farmkit-outbox-')), 'outbox');
  });
  afterAll(() => rm(join(outboxDir, '..'), { recursive: true, force: true }));

  it('writes each message as JSON {to, subject, text, html, sentAt} beside its raw .eml', async () => {
    let sent: MailMessage | undefined;
    await withMailer({ smtpUrl: undefined, from: 'shop@farm.ng', outboxDir }, async (send) => {
      sent = await send('ada@example.ng', '654321');
    });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    const json = files.find((file) => file.endsWith('.json')) ?? '';
    expect(json).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.json$/);
    expect(files).toContain(json.replace(/\.json$/, '.eml'));

    const record = JSON.parse(await readFile(join(outboxDir, json), 'utf8'));
    expect(record).toEqual({ ...sent, sentAt: expect.any(String) });
    expect(Object.keys(record)).toEqual(['to', 'subject', 'text', 'html', 'sentAt']);
    expect(record.text).toContain('654321');
    const eml = await readFile(join(outboxDir, json.replace(/\.json$/, '.eml')), 'utf8');
    expect(eml).toContain('To: ada@example.ng');
  });
});

describe('mailer: Message-ID', () => {
  it("sends under the Message-ID given, on the sender's domain, and records it in the outbox", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-outbox-'));
    const outboxDir = join(dataDir, 'outbox');
    const app = Fastify();
    await app.register(mailer, { smtpUrl: undefined, from: '"Kuje Green Farms" <shop@farm.ng>', outboxDir });
    await app.ready();
    try {
      const messageId = app.mailer.messageId('job-42');
      expect(messageId).toBe('<job-42@farm.ng>');
      await app.mailer.send({ ...emails.verificationCode('ada@example.ng', '246810'), messageId });

      const files = (await readdir(outboxDir)).sort();
      const json = files.find((file) => file.endsWith('.json')) ?? '';
      expect(JSON.parse(await readFile(join(outboxDir, json), 'utf8')).messageId).toBe(messageId);
      const eml = await readFile(join(outboxDir, json.replace(/\.json$/, '.eml')), 'utf8');
      expect(eml).toContain(`Message-ID: ${messageId}`);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
