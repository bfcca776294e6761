import type { Session } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawServerDefault,
} from 'fastify';
import type { GoogleConfig } from '../../config.js';
import { tooSoon } from '../../plugins/rate-limit.js';
import { accountEmails } from './account-emails.js';
import type { CodePurpose, UserRow } from './accounts.table.js';
import { oneTimeCodes } from './one-time-codes.js';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitOverrides,
  RESEND_COOLDOWN_MS,
  type ThrottledRoute,
} from './rate-limits.js';
import { setRefreshCookie } from './refresh-cookie.js';
import { startSession } from './session-tokens.js';
import { toUser } from './users.repository.js';

export interface AccountRoutesOptions {
  /** The server secret: one-time codes are hashed with a key derived from it. */
  secret: string;
  /** Where profile photos are written (served under /media/uploads/avatars/). */
  avatarsDir: string;
  shopName: string;
  google: GoogleConfig | undefined;
  cookieSecure: boolean | undefined;
  rateLimits?: RateLimitOverrides | undefined;
  resendCooldownMs?: number | undefined;
}

/** What the account routes share: codes, e-mails, limits and signing in. */
export function accountsContext(app: FastifyInstance, options: AccountRoutesOptions) {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const cooldownMs = options.resendCooldownMs ?? RESEND_COOLDOWN_MS;
  const gates = {
    verify_email: app.cooldown('verify-email', cooldownMs),
    reset_password: app.cooldown('reset-password', cooldownMs),
    signup_notice: app.cooldown('signup-notice', cooldownMs),
  };

  const codes = oneTimeCodes(options.secret);
  const emails = accountEmails(options.shopName);

  return {
    avatarsDir: options.avatarsDir,
    google: options.google,
    cookieSecure: options.cookieSecure,
    codes,
    emails,

    /** A fresh code of the purpose, e-mailed to the user in the background. */
    async sendCode(user: UserRow, purpose: CodePurpose): Promise<void> {
      const code = await codes.issue(app.db, user.id, purpose);
      const compose = purpose === 'verify_email' ? emails.verificationCode : emails.resetCode;
      app.mailer.sendLater(compose(user.email, code));
    },

    throttle: (route: ThrottledRoute): preHandlerAsyncHookHandler => app.throttle(route, limits[route]),

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
