import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  ApiFailure,
  clientError,
  invalidInput,
  notFound,
  schemaErrors,
  serverError,
} from '../../api-errors.js';

/** The one error handler and the one not-found handler: every failure answers `{ detail, code, errors? }`. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
      if (error instanceof ApiFailure)
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      if (error.validation) return reply.code(400).send(invalidInput(schemaErrors(error.validation)));

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
