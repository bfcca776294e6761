import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { enqueueJob } from '../jobs/jobs.repository.js';
import type { MailMessage } from './mail-message.js';

declare module '../jobs/job-kinds.js' {
  interface JobPayloads {
    /** A message rendered when its cause committed. */
    email: MailMessage;
  }
}

/**
 * An e-mail rendered now, sent by the job worker once the caller's transaction commits (and only then). For
 * messages whose content is known when their cause happens; the jobs of other e-mails render when they run.
 */
export function enqueueEmail(db: Kysely<Database> | Transaction<Database>, message: MailMessage) {
  return enqueueJob(db, 'email', message);
}

/**
 * Sends a job's e-mail with a Message-ID made from the job (`<job-42@farm.ng>`): a retry after a crash between
 * "sent" and "recorded as done" sends the same message again, and whoever counts messages sees one.
 */
export function sendJobEmail(app: FastifyInstance, job: { id: number }, message: MailMessage): Promise<void> {
  return app.mailer.send({ ...message, messageId: app.mailer.messageId(`job-${job.id}`) });
}

/** Runs the `email` jobs. */
export default fp(
  async (app) => {
    app.jobs.handle('email', (message, job) => sendJobEmail(app, job, message));
  },
  { name: 'email-jobs', dependencies: ['jobs', 'mailer'] },
);
