import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure, invalidInput } from '../../api-errors.js';
import { holdsNul, NUL_REFUSED } from './no-nul-text.js';

/** Every JSON body the shop takes is flat or nearly so; deeper is an attack on the parser. */
export const MAX_JSON_DEPTH = 16;

/**
 * JSON bodies, and only JSON bodies (text/plain is refused with 415): their nesting is measured on the raw text
 * before anything parses it, so `[[[…]]]` costs one linear scan and a 400. The size limit is the server's
 * `bodyLimit` (app.ts).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      const refusal = depthExceeds(text, MAX_JSON_DEPTH)
        ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels.`
        : holdsNul(text)
          ? NUL_REFUSED
          : undefined;
      if (refusal) {
        done(
          new ApiFailure(400, invalidInput({ non_field_errors: [refusal] })) as unknown as FastifyError,
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-bodies' },
);

/** Whether brackets outside strings nest deeper than `limit` (a malformed text is left to the parser). */
export function depthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
