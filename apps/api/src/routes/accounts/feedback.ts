import { type FeedbackForm, feedbackFormSchema, messageSchema } from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { withBody } from '../validate-body.js';
import { insertFeedback } from './feedback.repository.js';
import { invalidInputResponse, unauthenticatedResponse } from './responses.js';

const feedbackRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post<{ Body: FeedbackForm }>(
    '/feedback/',
    withBody(feedbackFormSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'sendFeedback',
        summary: 'Send the shop a message',
        response: { 201: messageSchema, 400: invalidInputResponse, 401: unauthenticatedResponse },
      },
      preHandler: [app.authenticate],
    }),
    async (request, reply) => {
      await insertFeedback(app.db, request.user.userId, request.body.message);
      // The spec's own text (section 8), spelling included: the storefront shows it as it is.
      return reply.code(201).send({ detail: 'feedback submitted Succesfully' });
    },
  );
};

export default feedbackRoutes;
