import { type FeedbackForm, feedbackFormSchema, messageSchema } from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { insertFeedback } from '../../accounts/feedback.repository.js';
import { invalidInputResponse, throttledResponse, unauthenticatedResponse } from '../../http/responses.js';
import { withBody } from '../../http/validate-body.js';

const feedbackRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post<{ Body: FeedbackForm }>(
    '/feedback/',
    withBody(feedbackFormSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'sendFeedback',
        summary: 'Send the shop a message',
        response: {
          201: messageSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, app.throttle('feedback')],
    }),
    async (request, reply) => {
      await insertFeedback(app.db, request.user.userId, request.body.message);
      // The original API's own text, spelling included: the storefront shows it as it is.
      return reply.code(201).send({ detail: 'feedback submitted Succesfully' });
    },
  );
};

export default feedbackRoutes;
