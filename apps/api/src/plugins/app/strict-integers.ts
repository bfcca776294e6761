import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Query strings and path parameters arrive as text, and Ajv's type coercion is off (see app.ts) because it
 * takes ' 1', '1e1' or '0x10' for integers. Here only plain decimal integers become numbers; anything else
 * reaches validation as text and fails as "must be integer". Each route gets a hook only for the integer
 * fields its schemas declare.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const queryFields = integerFields(route.schema?.querystring);
      const paramFields = integerFields(route.schema?.params);
      if (queryFields.length === 0 && paramFields.length === 0) return;

      const parseIntegers: preValidationHookHandler = (request, _reply, done) => {
        parseFields(request.query, queryFields);
        parseFields(request.params, paramFields);
        done();
      };
      route.preValidation = [route.preValidation ?? [], parseIntegers].flat();
    });
  },
  { name: 'strict-integers' },
);

const DECIMAL_INTEGER = /^-?\d{1,15}$/;

function integerFields(schema: unknown): string[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, property]) => isRecord(property) && property.type === 'integer')
    .map(([name]) => name);
}

function parseFields(values: unknown, fields: string[]): void {
  if (!isRecord(values)) return;
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && DECIMAL_INTEGER.test(value)) values[field] = Number(value);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
