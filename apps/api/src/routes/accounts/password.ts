import {
  type ChangePasswordPayload,
  changePasswordPayloadSchema,
  type EmailPayload,
  emailPayloadSchema,
  messageSchema,
  type ResetPasswordConfirmPayload,
  type ResetPasswordVerifyPayload,
  resetPasswordConfirmPayloadSchema,
  resetPasswordVerifyPayloadSchema,
} from '@farmkit/contract';
import { hashPassword, passwordMatches } from '../../accounts/passwords.js';
import { revokeUserSessions } from '../../accounts/sessions.repository.js';
import { findUserByEmail, findUserById, updateUser } from '../../accounts/users.repository.js';
import { ApiFailure, invalidInput } from '../../api-errors.js';
import { invalidInputResponse, throttledResponse, unauthenticatedResponse } from '../../http/responses.js';
import { withBody } from '../../http/validate-body.js';
import type { AccountsPlugin } from './context.js';
import { invalidCode, invalidCodeResponse } from './registration.js';

/** Password reset by e-mailed code (signed out) and password change (signed in). */
const passwordRoutes: AccountsPlugin = async (app, { ctx }) => {
  app.post<{ Body: EmailPayload }>(
    '/request-reset-password/',
    withBody(emailPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'requestResetPassword',
        summary: 'E-mail a password reset code',
        description: 'The same answer whether or not the e-mail has an account.',
        response: { 200: messageSchema, 400: invalidInputResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('requestResetPassword')],
    }),
    async (request) => {
      const { email } = request.body;
      await ctx.requireMailTurn('reset_password', email);
      await ctx.sendCodeLater(email, 'reset_password', { unverifiedOnly: false });
      return { detail: 'If an account uses this e-mail, a reset code is on its way.' };
    },
  );

  app.post<{ Body: ResetPasswordVerifyPayload }>(
    '/reset-password-verify/',
    withBody(resetPasswordVerifyPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'resetPasswordVerify',
        summary: 'Check a reset code before choosing the new password (the code stays usable)',
        response: { 200: messageSchema, 400: invalidCodeResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('resetPasswordVerify')],
    }),
    async (request) => {
      const { email, otp } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!(await ctx.codes.check(app.db, user?.id, 'reset_password', otp, { consume: false })))
        throw invalidCode;
      return { detail: 'Code verified.' };
    },
  );

  app.post<{ Body: ResetPasswordConfirmPayload }>(
    '/reset-password-confirm/',
    withBody(resetPasswordConfirmPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'resetPasswordConfirm',
        summary: 'Set a new password with the reset code; every session of the account ends',
        response: { 200: messageSchema, 400: invalidCodeResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('resetPasswordConfirm')],
    }),
    async (request) => {
      const { email, otp, password } = request.body;
      const passwordHash = await hashPassword(password);
      const user = await findUserByEmail(app.db, email);
      const done = await app.db.transaction().execute(async (trx) => {
        if (!user || !(await ctx.codes.check(trx, user.id, 'reset_password', otp, { consume: true })))
          return false;
        // The code proves the e-mail, as verification would.
        const verified = user.verified_at ? {} : { verified_at: new Date().toISOString() };
        await updateUser(trx, user.id, { password_hash: passwordHash, ...verified });
        await revokeUserSessions(trx, user.id, new Date());
        return true;
      });
      if (!done) throw invalidCode;
      return { detail: 'Your Password has been Updated.' };
    },
  );

  app.put<{ Body: ChangePasswordPayload }>(
    '/change-password/',
    withBody(changePasswordPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'changePassword',
        summary: "Change the signed-in customer's password; their other sessions end",
        response: {
          200: messageSchema,
          400: {
            ...invalidInputResponse,
            description: 'Invalid input, or a wrong old password (errors.oldPassword).',
          },
          401: unauthenticatedResponse,
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, ctx.throttle('changePassword')],
    }),
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      const user = await findUserById(app.db, request.user.userId);
      if (!user || !(await passwordMatches(user.password_hash, oldPassword))) {
        throw new ApiFailure(400, invalidInput({ oldPassword: ['old password is incorrect'] }));
      }
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await revokeUserSessions(trx, user.id, new Date(), request.user.sessionFamily);
      });
      return { detail: 'Password changed.' };
    },
  );
};

export default passwordRoutes;
