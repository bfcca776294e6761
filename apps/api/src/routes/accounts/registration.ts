import {
  type EmailPayload,
  ERROR_CODES,
  emailPayloadSchema,
  messageSchema,
  type SignupPayload,
  sessionSchema,
  signupPayloadSchema,
  type VerifyEmailPayload,
  verifyEmailPayloadSchema,
} from '@farmkit/contract';
import { hashPassword } from '../../accounts/passwords.js';
import { createUser, findUserByEmail, updateUser } from '../../accounts/users.repository.js';
import { ApiFailure } from '../../api-errors.js';
import { errorResponse, invalidInputResponse, throttledResponse } from '../../http/responses.js';
import { withBody } from '../../http/validate-body.js';
import { enqueueEmail } from '../../mail/email-jobs.js';
import { claimStaffInvitation } from '../../staff/staff.repository.js';
import type { AccountsPlugin } from './context.js';

export const invalidCode = new ApiFailure(400, {
  detail: 'Invalid or expired code.',
  code: ERROR_CODES.invalidCode,
});
export const invalidCodeResponse = errorResponse(
  'Wrong, expired, used or exhausted code (5 wrong tries), or no such account: "Invalid or expired code."',
);

/** Sign-up, e-mail verification and resending the code: no answer tells whether an e-mail has an account. */
const registrationRoutes: AccountsPlugin = async (app, { ctx }) => {
  app.post<{ Body: SignupPayload }>(
    '/signup/',
    withBody(signupPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'signup',
        summary: 'Create an unverified account and e-mail it a verification code',
        description:
          'An e-mail that already has an account gets the same answer: its owner is told by e-mail (verified) ' +
          'or sent a fresh code (unverified).',
        response: { 201: messageSchema, 400: invalidInputResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('signup')],
    }),
    async (request, reply) => {
      const { password, ...profile } = request.body;
      // Hashed on every path, so the answer takes as long for a registered e-mail as for a new one.
      const passwordHash = await hashPassword(password);
      const existing = await findUserByEmail(app.db, profile.email);

      if (existing?.verified_at) {
        if ((await ctx.mailTurn('signup_notice', profile.email)) === 0) {
          await enqueueEmail(app.db, ctx.emails.signupAttempt(existing.email));
        }
      } else if (existing?.role) {
        // The owner made with the setup link, not yet verified: their details stay, the code is sent again.
        if ((await ctx.mailTurn('verify_email', profile.email)) === 0) {
          await ctx.sendCode(existing, 'verify_email');
        }
      } else {
        // An unverified account belongs to whoever proves the e-mail: the latest sign-up's details win, so a
        // stranger who registered the address first does not keep a password on it.
        const user = existing
          ? await updateUser(app.db, existing.id, { ...profile, password_hash: passwordHash })
          : await createUser(app.db, { ...profile, password_hash: passwordHash });
        if ((await ctx.mailTurn('verify_email', profile.email)) === 0) {
          await ctx.sendCode(user, 'verify_email');
        }
      }
      return reply.code(201).send({ detail: 'Registration successful! Enter the code we e-mailed you.' });
    },
  );

  app.post<{ Body: VerifyEmailPayload }>(
    '/verify-email/',
    withBody(verifyEmailPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'verifyEmail',
        summary: 'Verify the e-mail with its code; the customer is then signed in',
        response: { 200: sessionSchema, 400: invalidCodeResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('verifyEmail')],
    }),
    async (request, reply) => {
      const { email, otp_code: code } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!(await ctx.codes.check(app.db, user?.id, 'verify_email', code, { consume: true })) || !user) {
        throw invalidCode;
      }
      const verified = user.verified_at
        ? user
        : await updateUser(app.db, user.id, { verified_at: new Date().toISOString() });
      // An invitation to the staff for this e-mail becomes the account's role now that the e-mail is proven.
      await claimStaffInvitation(app.db, verified);
      return ctx.signIn(request, reply, verified);
    },
  );

  app.post<{ Body: EmailPayload }>(
    '/resend-otp/',
    withBody(emailPayloadSchema, {
      schema: {
        tags: ['accounts'],
        operationId: 'resendOtp',
        summary: 'E-mail a fresh verification code (signed out too)',
        description: 'Answers "otp resent" whether or not the e-mail has an unverified account.',
        response: { 200: messageSchema, 400: invalidInputResponse, 429: throttledResponse },
      },
      preHandler: [ctx.throttle('resendOtp')],
    }),
    async (request) => {
      const { email } = request.body;
      await ctx.requireMailTurn('verify_email', email);
      await ctx.sendCodeLater(email, 'verify_email', { unverifiedOnly: true });
      return { detail: 'otp resent' };
    },
  );
};

export default registrationRoutes;
