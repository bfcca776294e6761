import { SESSION_HINT_COOKIE } from '@farmkit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_LIFETIME_MS } from '../../accounts/session-tokens.js';

const REFRESH_COOKIE = 'farmkit_refresh';
/** Refresh and logout are both under it; no other request carries the token. */
const COOKIE_PATH = '/api/v1/accounts/';

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  secure: boolean | undefined,
): void {
  const options = {
    sameSite: 'strict',
    secure: secure ?? request.protocol === 'https',
    maxAge: REFRESH_TOKEN_LIFETIME_MS / 1000,
  } as const;
  reply.setCookie(REFRESH_COOKIE, token, { ...options, httpOnly: true, path: COOKIE_PATH });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, path: '/' });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** The body's `refresh` field (clients without cookies), else the cookie. */
export function readRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken || request.cookies[REFRESH_COOKIE] || undefined;
}
