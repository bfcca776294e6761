import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/in-transaction.js';
import type { CodePurpose, UserRow } from '../db/tables/accounts.table.js';
import { enqueueJob } from '../jobs/jobs.repository.js';
import { sendJobEmail } from '../mail/email-jobs.js';
import { deriveKey } from '../server-secret.js';
import { accountEmails } from './account-emails.js';
import { oneTimeCodes } from './one-time-codes.js';
import { findUserByEmail } from './users.repository.js';

declare module '../jobs/job-kinds.js' {
  interface JobPayloads {
    /** A one-time code's e-mail; the code travels sealed under the server secret. */
    'account.code-email': { to: string; purpose: CodePurpose; sealedCode: string };
    /** A code for the account of an e-mail, if it has one that wants it, looked up after the answer. */
    'account.code-lookup': { email: string; purpose: CodePurpose; unverifiedOnly: boolean };
  }
}

/**
 * One-time codes and their e-mails: a code is issued and its e-mail written as a job in one transaction. The
 * job carries the code sealed (AES-256-GCM under a key derived from the server secret), since the database
 * keeps codes only as HMACs (one-time-codes.ts): a copy of the jobs table shows none.
 */
export function codeMail(secret: string) {
  const key = deriveKey(secret, 'code-emails');
  const codes = oneTimeCodes(secret);

  function seal(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  return {
    codes,

    /** The code in a job's payload. */
    open(sealedCode: string): string {
      const [iv, tag, sealed] = sealedCode.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('Not a sealed code');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },

    /**
     * A fresh code of the purpose for the user (replacing the last one), and its e-mail as a job, in one
     * transaction (the caller's, when `db` is one); a new login e-mail's code goes to that address.
     */
    async send(db: Kysely<Database>, user: UserRow, purpose: CodePurpose): Promise<void> {
      const to = purpose === 'change_email' ? (user.pending_email ?? user.email) : user.email;
      await inTransaction(db, async (trx) => {
        const code = await codes.issue(trx, user.id, purpose);
        await enqueueJob(trx, 'account.code-email', { to, purpose, sealedCode: seal(code) });
      });
    },
  };
}

export type CodeMail = ReturnType<typeof codeMail>;

/** Runs the code jobs: the e-mail of a code, and the look-up of an account that may want one. */
export function handleCodeJobs(app: FastifyInstance, mail: CodeMail, shopName: string): void {
  const emails = accountEmails(shopName);
  const render = {
    verify_email: emails.verificationCode,
    reset_password: emails.resetCode,
    sign_in: emails.signInCode,
    change_email: emails.emailChangeCode,
  } satisfies Record<CodePurpose, unknown>;

  app.jobs.handle('account.code-email', async ({ to, purpose, sealedCode }, job) => {
    await sendJobEmail(app, job, render[purpose](to, mail.open(sealedCode)));
  });

  // Written by requests that answer alike whether an account exists: the look-up happens here, after the answer.
  app.jobs.handle('account.code-lookup', async ({ email, purpose, unverifiedOnly }) => {
    const user = await findUserByEmail(app.db, email);
    if (user && !(unverifiedOnly && user.verified_at)) await mail.send(app.db, user, purpose);
  });
}
