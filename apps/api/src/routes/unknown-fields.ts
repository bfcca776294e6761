import type { preValidationHookHandler } from 'fastify';
import { ApiFailure, invalidInput } from '../api-errors.js';

/**
 * preValidation: a JSON body with a field its schema does not name is refused with 400, rather than the field
 * being dropped quietly (Ajv's removeAdditional), so a client that sends a price learns it cannot set one.
 */
export function refuseUnknownFields(schema: {
  properties: Record<string, unknown>;
}): preValidationHookHandler {
  const known = new Set(Object.keys(schema.properties));
  return (request, _reply, done) => {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const unknown = Object.keys(body).filter((field) => !known.has(field));
      if (unknown.length > 0) {
        done(
          new ApiFailure(400, invalidInput(Object.fromEntries(unknown.map((f) => [f, ['Unknown field.']])))),
        );
        return;
      }
    }
    done();
  };
}
