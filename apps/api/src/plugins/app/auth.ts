import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { isFamilyLive } from '../../accounts/sessions.repository.js';
import { ApiFailure, notAuthenticated, tokenNotValid } from '../../api-errors.js';
import { deriveKey } from '../../server-secret.js';

const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  /** The refresh-token family the access token was issued with. */
  sessionFamily: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: {
      sign(claims: AccessClaims): Promise<string>;
      /** The claims of a well-signed, unexpired token; says nothing of whether its session still lives. */
      verify(token: string): Promise<AccessClaims | undefined>;
    };
    /** preHandler: a bearer access token whose session is still live, or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims;
  }
}

/** Access tokens (HS256 JWTs: `sub` the user id, `sid` the session family) and the check routes use. */
export default fp<{ secret: string; accessTokenLifetimeSeconds?: number | undefined }>(
  async (app, { secret, accessTokenLifetimeSeconds = DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS }) => {
    const key = deriveKey(secret, 'access-tokens');

    const accessTokens = {
      sign: ({ userId, sessionFamily }: AccessClaims) =>
        new SignJWT({ sid: sessionFamily })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(userId))
          .setIssuedAt()
          .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
          .sign(key),
      async verify(token: string): Promise<AccessClaims | undefined> {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
          const userId = Number(payload.sub);
          if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return undefined;
          return { userId, sessionFamily: payload.sid };
        } catch {
          return undefined;
        }
      },
    };

    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null as unknown as AccessClaims);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw new ApiFailure(401, notAuthenticated);
      const [scheme, token, ...rest] = header.split(' ');
      const claims =
        scheme?.toLowerCase() === 'bearer' && token && rest.length === 0
          ? await accessTokens.verify(token)
          : undefined;
      // Logout, a password reset or deletion revokes the family: its access tokens end with it.
      if (!claims || !(await isFamilyLive(app.db, claims.sessionFamily))) {
        throw new ApiFailure(401, tokenNotValid);
      }
      request.user = claims;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
