import {
  ERROR_CODES,
  ERROR_DETAILS,
  type LoginPayload,
  loginPayloadSchema,
  type RefreshPayload,
  refreshPayloadSchema,
  refreshResponseSchema,
  sessionSchema,
} from '@farmkit/contract';
import { passwordMatches } from '../../accounts/passwords.js';
import { refreshTokenFamily, rotateSession } from '../../accounts/session-tokens.js';
import { revokeFamily } from '../../accounts/sessions.repository.js';
import { findUserByEmail } from '../../accounts/users.repository.js';
import { ApiFailure, notAuthenticated, tokenNotValid } from '../../api-errors.js';
import {
  emptyResponse,
  errorResponse,
  invalidInputResponse,
  throttledResponse,
} from '../../http/responses.js';
import { withBody } from '../../http/validate-body.js';
import { tooSoon } from '../../plugins/app/rate-limit.js';
import type { AccountsPlugin } from './context.js';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { invalidCode } from './registration.js';

const invalidCredentials = new ApiFailure(401, {
  detail: 'Invalid email or password.',
  code: ERROR_CODES.invalidCredentials,
});
const loginCodeRequired = new ApiFailure(403, {
  detail: 'We e-mailed you a sign-in code: enter it with your password.',
  code: ERROR_CODES.loginCodeRequired,
});
const accountInactive = new ApiFailure(403, {
  detail: ERROR_DETAILS.accountInactive,
  code: ERROR_CODES.accountInactive,
});

/** Login, refresh-token rotation and logout. */
const sessionRoutes: AccountsPlugin = async (app, { ctx }) => {
  app.post<{ Body: LoginPayload }>(
    '/login/',
    withBody(loginPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        response: {
          200: sessionSchema,
          400: invalidInputResponse,
          401: errorResponse('Wrong e-mail or password: "Invalid email or password."'),
          403: errorResponse(
            'Right password, unverified e-mail: "Activate your account"; a fresh code is sent. Or, after many ' +
              'failed logins at the account, login_code_required: a code is e-mailed, send it as `otp`.',
          ),
          429: throttledResponse,
        },
      },
      preHandler: [ctx.throttle('login')],
    }),
    async (request, reply) => {
      const { email, password, otp } = request.body;
      const { perAccountAndAddress, perAccount } = ctx.loginFailures;
      const pair = `${email}|${request.ip}`;
      const wait = await perAccountAndAddress.secondsOver(pair);
      if (wait > 0) throw tooSoon(wait);

      const user = await findUserByEmail(app.db, email);
      if (!(await passwordMatches(user?.password_hash, password)) || !user) {
        await Promise.all([perAccountAndAddress.record(pair), perAccount.record(email)]);
        throw invalidCredentials;
      }
      // Past the account's ceiling of failures the right password needs the code e-mailed to the account: a
      // guesser elsewhere cannot lock the owner out, nor sign in with a guessed password alone.
      if ((await perAccount.secondsOver(email)) > 0) {
        if (!otp) {
          if ((await ctx.mailTurn('sign_in', user.email)) === 0) await ctx.sendCode(user, 'sign_in');
          throw loginCodeRequired;
        }
        if (!(await ctx.codes.check(app.db, user.id, 'sign_in', otp, { consume: true }))) throw invalidCode;
      }
      if (!user.verified_at) {
        if ((await ctx.mailTurn('verify_email', user.email)) === 0) await ctx.sendCode(user, 'verify_email');
        throw accountInactive;
      }
      return ctx.signIn(request, reply, user);
    },
  );

  app.post<{ Body: RefreshPayload }>(
    '/refresh/',
    withBody(refreshPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'refresh',
        summary: 'Exchange the refresh token (cookie or body `refresh`) for a new pair',
        description: 'The token is spent; presenting it again revokes every token of its sign-in.',
        response: {
          200: refreshResponseSchema,
          400: invalidInputResponse,
          401: errorResponse(
            'No refresh token (not_authenticated), or it is unknown, spent, revoked or expired.',
          ),
        },
      },
    }),
    async (request, reply) => {
      const token = readRefreshToken(request, request.body.refresh);
      if (!token) throw new ApiFailure(401, notAuthenticated);
      const tokens = await rotateSession(app, token, ctx.refreshSuccessorKey);
      if (!tokens) {
        clearRefreshCookie(reply);
        throw new ApiFailure(401, tokenNotValid);
      }
      setRefreshCookie(request, reply, tokens.refresh, ctx.cookieSecure);
      return tokens;
    },
  );

  app.post<{ Body: RefreshPayload }>(
    '/logout/',
    withBody(refreshPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'logout',
        summary: 'End the sign-in of the bearer token or of the refresh token (cookie or body)',
        description: 'Always 204; whatever session was named is revoked and the cookie cleared.',
        response: { 204: emptyResponse, 400: invalidInputResponse },
      },
    }),
    async (request, reply) => {
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const refresh = readRefreshToken(request, request.body.refresh);
      const family =
        (bearer && (await app.accessTokens.verify(bearer))?.sessionFamily) ||
        (refresh && (await refreshTokenFamily(app.db, refresh)));
      if (family) await revokeFamily(app.db, family, new Date());
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
