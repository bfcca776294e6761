import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function messagesTo(email: string): Promise<OutboxMessage[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const messages = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxMessage),
  );
  return messages
    .filter((message) => message.to.includes(email))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The 6-digit code of the newest message to `email` after `count` earlier ones, as the shopper reads it. */
export async function readCode(email: string, { after = 0 } = {}): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await messagesTo(email);
      code = messages.length > after ? (messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const countMessages = async (email: string) => (await messagesTo(email)).length;
