import { RESEND_COOLDOWN_MS, type Session } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawServerDefault,
} from 'fastify';
import { accountEmails } from '../../accounts/account-emails.js';
import { codeMail } from '../../accounts/code-emails.js';
import { startSession } from '../../accounts/session-tokens.js';
import { toUser } from '../../accounts/users.repository.js';
import type { GoogleConfig } from '../../config.js';
import type { CodePurpose, UserRow } from '../../db/tables/accounts.table.js';
import { enqueueJob } from '../../jobs/jobs.repository.js';
import type { ThrottledRoute } from '../../plugins/app/rate-limit.js';
import { tooSoon } from '../../plugins/app/rate-limit.js';
import { deriveKey } from '../../server-secret.js';
import { DEFAULT_LOGIN_FAILURE_LIMITS, type LoginFailureLimits } from './rate-limits.js';
import { setRefreshCookie } from './refresh-cookie.js';

export interface AccountRoutesOptions {
  /** The server secret: one-time codes are hashed with a key derived from it. */
  secret: string;
  shopName: string;
  google: GoogleConfig | undefined;
  cookieSecure: boolean | undefined;
  resendCooldownMs?: number | undefined;
  loginFailureLimits?: LoginFailureLimits | undefined;
}

/** What the account routes share: codes, e-mails, limits and signing in. */
export function accountsContext(app: FastifyInstance, options: AccountRoutesOptions) {
  const cooldownMs = options.resendCooldownMs ?? RESEND_COOLDOWN_MS;
  const gates = {
    verify_email: app.cooldown('verify-email', cooldownMs),
    reset_password: app.cooldown('reset-password', cooldownMs),
    signup_notice: app.cooldown('signup-notice', cooldownMs),
    sign_in: app.cooldown('sign-in-code', cooldownMs),
    change_email: app.cooldown('change-email', cooldownMs),
  };

  const mail = codeMail(options.secret);
  const { codes } = mail;
  const failureLimits = options.loginFailureLimits ?? DEFAULT_LOGIN_FAILURE_LIMITS;
  const emails = accountEmails(options.shopName);

  return {
    google: options.google,
    cookieSecure: options.cookieSecure,
    codes,
    /** Codes with their e-mails, as jobs (code-emails.ts). */
    codeMail: mail,
    emails,
    /** Failed logins, per account and address and per account (rate-limits.ts). */
    loginFailures: {
      perAccountAndAddress: app.failures('login:account-address', failureLimits.perAccountAndAddress),
      perAccount: app.failures('login:account', failureLimits.perAccount),
    },
    /** Derives each refresh token's successor (session-tokens.ts). */
    refreshSuccessorKey: deriveKey(options.secret, 'refresh-successor'),

    /** A fresh code of the purpose for the user, e-mailed (to their new e-mail, for a change) by a job. */
    async sendCode(user: UserRow, purpose: CodePurpose): Promise<void> {
      await mail.send(app.db, user, purpose);
    },

    /**
     * A fresh code of the purpose for the account of `email`, if it has one (unverified, with `unverifiedOnly`).
     * The request only writes a job, the same for any e-mail: the lookup, the stored code and the message come
     * after the answer, since a lookup that finds an account and a code written to the database are slower than
     * a miss, and that difference would tell who has an account.
     */
    async sendCodeLater(
      email: string,
      purpose: CodePurpose,
      { unverifiedOnly }: { unverifiedOnly: boolean },
    ): Promise<void> {
      await enqueueJob(app.db, 'account.code-lookup', { email, purpose, unverifiedOnly });
    },

    throttle: (route: ThrottledRoute): preHandlerAsyncHookHandler => app.throttle(route),

    /** Seconds until another e-mail of this kind may go to `email`, or 0 after taking the turn. */
    mailTurn: (kind: keyof typeof gates, email: string) => gates[kind].take(email),

    /** Like mailTurn, but a refusal is answered: 429 with Retry-After. */
    async requireMailTurn(kind: keyof typeof gates, email: string): Promise<void> {
      const retryAfter = await gates[kind].take(email);
      if (retryAfter > 0) throw tooSoon(retryAfter);
    },

    /** A new session for the user: tokens in the body, the refresh token also in its cookie. */
    async signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<Session> {
      const tokens = await startSession(app, user.id);
      setRefreshCookie(request, reply, tokens.refresh, options.cookieSecure);
      return { user: toUser(user), tokens };
    },
  };
}

export type AccountsContext = ReturnType<typeof accountsContext>;

/** A plugin of the account routes: typed schemas, and the shared context. */
export type AccountsPlugin = FastifyPluginAsync<
  { ctx: AccountsContext },
  RawServerDefault,
  JsonSchemaToTsProvider
>;
