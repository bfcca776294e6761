import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../app.js';
import type { OutboxMessage } from '../mail/mail-message.js';

/**
 * The messages of the app's outbox once its due jobs have run, oldest first (file names start with their time).
 * A message sent twice under one Message-ID (a job retried after a crash between sending and recording it) is
 * one message, as a mail server that deduplicates would count it.
 */
export async function readOutbox(app: App): Promise<OutboxMessage[]> {
  await app.jobs.drain();
  const dir = join(app.dataDir, 'outbox');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMessage),
  );
  const seen = new Set<string>();
  return messages.filter(({ messageId }) => {
    if (messageId === undefined) return true;
    if (seen.has(messageId)) return false;
    seen.add(messageId);
    return true;
  });
}

export async function messagesTo(app: App, email: string): Promise<OutboxMessage[]> {
  return (await readOutbox(app)).filter((message) => message.to === email);
}

/** The six-digit code of the latest message of the kind to `email`. */
export async function latestCode(
  app: App,
  email: string,
  kind: 'verification' | 'password reset' | 'e-mail change' | 'sign-in' = 'verification',
): Promise<string> {
  const latest = (await messagesTo(app, email))
    .filter((message) => message.subject.endsWith(`${kind} code`))
    .at(-1);
  const code = latest?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No ${kind} code was e-mailed to ${email}`);
  return code;
}
