export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header (`<local@domain>`); nodemailer makes a random one without it. An e-mail job gives
   * its own (email-jobs.ts), so a message sent again by a retry is recognised as the same message.
   */
  messageId?: string;
}

/** What the outbox transport writes for each message: a stable format the end-to-end tests read. */
export interface OutboxMessage extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  /**
   * Sends now and resolves once the message is handed over (SMTP) or written (outbox). Routes never call it:
   * what they e-mail is a job written with their change (email-jobs.ts), and the job's handler sends.
   */
  send(message: MailMessage): Promise<void>;
  /** A Message-ID on the sender's domain: `<local@domain>`. */
  messageId(local: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
