import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The data directory of the server under test (the short-session server has its own: servers.ts). */
export interface OutboxOptions {
  dataDir?: string | undefined;
}

export async function messagesTo(email: string, { dataDir = process.env.E2E_DATA_DIR }: OutboxOptions = {}) {
  const outboxDir = path.join(dataDir ?? '', 'outbox');
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const messages = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxMessage),
  );
  return messages
    .filter((message) => message.to.includes(email))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The 6-digit code of the newest message to `email` after `count` earlier ones, as the shopper reads it. */
export async function readCode(
  email: string,
  { after = 0, ...outbox }: { after?: number } & OutboxOptions = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await messagesTo(email, outbox);
      code = messages.length > after ? (messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const countMessages = async (email: string) => (await messagesTo(email)).length;

/** Waits until `email` has a message whose subject matches, as its reader would find it. */
export async function expectMessage(email: string, subject: RegExp, outbox: OutboxOptions = {}) {
  await expect
    .poll(async () => (await messagesTo(email, outbox)).map((message) => message.subject), {
      message: `an e-mail to ${email} with the subject ${subject}`,
    })
    .toContainEqual(expect.stringMatching(subject));
}
