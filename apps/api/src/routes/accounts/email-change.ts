import {
  type ChangeEmailPayload,
  type ConfirmEmailChangePayload,
  changeEmailPayloadSchema,
  confirmEmailChangePayloadSchema,
  messageSchema,
  userSchema,
} from '@farmkit/contract';
import { passwordMatches } from '../../accounts/passwords.js';
import { findUserByEmail, findUserById, toUser, updateUser } from '../../accounts/users.repository.js';
import { ApiFailure, invalidInput } from '../../api-errors.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalidInputResponse, throttledResponse, unauthenticatedResponse } from '../../http/responses.js';
import { withBody } from '../../http/validate-body.js';
import { enqueueEmail } from '../../mail/email-jobs.js';
import type { AccountsPlugin } from './context.js';
import { invalidCode, invalidCodeResponse } from './registration.js';

export const EMAIL_IN_USE = 'this e-mail is already in use';

/**
 * A new login e-mail takes effect only once proven: asked for with the current password, it
 * waits in `pending_email` while a code goes to the new address; the code makes it the login e-mail, and the old
 * address is told. Until then nothing, Google sign-in included, knows the account by the new address.
 */
const emailChangeRoutes: AccountsPlugin = async (app, { ctx }) => {
  app.post<{ Body: ChangeEmailPayload }>(
    '/edit/email/',
    withBody(changeEmailPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'changeEmail',
        summary: 'Ask for a new login e-mail, with the current password: a code goes to the new address',
        response: {
          202: messageSchema,
          400: {
            ...invalidInputResponse,
            description:
              'Invalid input, a wrong password (errors.password), or an e-mail in use (errors.email).',
          },
          401: unauthenticatedResponse,
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, ctx.throttle('changeEmail')],
    }),
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserById(app.db, request.user.userId);
      if (!user || !(await passwordMatches(user.password_hash, password))) {
        throw new ApiFailure(400, invalidInput({ password: ['password is incorrect'] }));
      }
      if (email === user.email)
        throw new ApiFailure(400, invalidInput({ email: ['this is already your e-mail'] }));
      if (await findUserByEmail(app.db, email))
        throw new ApiFailure(400, invalidInput({ email: [EMAIL_IN_USE] }));
      await ctx.requireMailTurn('change_email', `user:${user.id}`);
      await ctx.sendCode(await updateUser(app.db, user.id, { pending_email: email }), 'change_email');
      return reply.code(202).send({ detail: `Enter the code we sent to ${email}.` });
    },
  );

  app.post<{ Body: ConfirmEmailChangePayload }>(
    '/edit/email/verify/',
    withBody(confirmEmailChangePayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm the new login e-mail with the code sent to it; the old address is told',
        response: {
          200: userSchema,
          400: invalidCodeResponse,
          401: unauthenticatedResponse,
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, ctx.throttle('confirmEmailChange')],
    }),
    async (request) => {
      const user = await findUserById(app.db, request.user.userId);
      const newEmail = user?.pending_email;
      if (
        !user ||
        !newEmail ||
        !(await ctx.codes.check(app.db, user.id, 'change_email', request.body.otp, { consume: true }))
      ) {
        throw invalidCode;
      }
      // The unique constraint decides: an address another account took meanwhile stays theirs. The old address
      // is told, by a job of the same transaction.
      const updated = await app.db
        .transaction()
        .execute(async (trx) => {
          const changed = await updateUser(trx, user.id, { email: newEmail, pending_email: null });
          await enqueueEmail(trx, ctx.emails.emailChanged(user.email, newEmail));
          return changed;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiFailure(400, invalidInput({ email: [EMAIL_IN_USE] }));
          throw error;
        });
      return toUser(updated);
    },
  );
};

export default emailChangeRoutes;
