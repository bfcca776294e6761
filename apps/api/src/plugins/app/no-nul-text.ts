import fp from 'fastify-plugin';
import { ApiFailure, invalidInput } from '../../api-errors.js';

/** PostgreSQL cannot store the NUL character in text, so no text the API takes may hold it, on either database. */
export const NUL_REFUSED = 'Text may not contain the NUL character.';

export const holdsNul = (text: string) => text.includes('\0') || /%00|\\u0000/i.test(text);

/**
 * Refuses a path or query that carries NUL (`%00`) with a 400 before any route sees it; JSON bodies are checked as
 * they are parsed (json-bodies.ts).
 */
export default fp(
  async (app) => {
    // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
    app.addHook('onRequest', (request, _reply, done) => {
      if (holdsNul(request.url)) done(new ApiFailure(400, invalidInput({ non_field_errors: [NUL_REFUSED] })));
      else done();
    });
  },
  { name: 'no-nul-text' },
);
