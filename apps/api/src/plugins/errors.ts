import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure, clientError, invalidInput, notFound, serverError } from '../api-errors.js';

/** The one error handler and the one not-found handler: every failure answers `{ detail, code, errors? }`. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
      if (error instanceof ApiFailure)
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      if (error.validation) return reply.code(400).send(invalidInput(fieldErrors(error.validation)));

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(serverError);
      }
      return reply.code(status).send(clientError(error));
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  },
  { name: 'errors' },
);

/** Ajv's errors by field: `{ page: ['must be >= 1'] }`. Errors about the whole input go under `non_field_errors`. */
function fieldErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = missing ?? (error.instancePath.slice(1).replaceAll('/', '.') || 'non_field_errors');
    const message = missing ? 'This field is required.' : (error.message ?? 'is invalid');
    byField[field] = [...(byField[field] ?? []), message];
  }
  return byField;
}
