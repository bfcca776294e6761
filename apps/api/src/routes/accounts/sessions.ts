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
import { ApiFailure, notAuthenticated, tokenNotValid } from '../../api-errors.js';
import { withBody } from '../validate-body.js';
import type { AccountsPlugin } from './context.js';
import { passwordMatches } from './passwords.js';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { emptyResponse, errorResponse, invalidInputResponse, throttledResponse } from './responses.js';
import { refreshTokenFamily, rotateSession } from './session-tokens.js';
import { revokeFamily } from './sessions.repository.js';
import { findUserByEmail } from './users.repository.js';

const invalidCredentials = new ApiFailure(401, {
  detail: 'Invalid email or password.',
  code: ERROR_CODES.invalidCredentials,
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
            'Right password, unverified e-mail: "Activate your account"; a fresh code is sent.',
          ),
          429: throttledResponse,
        },
      },
      preHandler: [ctx.throttle('login')],
    }),
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!(await passwordMatches(user?.password_hash, password)) || !user) throw invalidCredentials;
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
      const tokens = await rotateSession(app, token);
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
