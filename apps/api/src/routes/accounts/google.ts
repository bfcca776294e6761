import {
  authProvidersSchema,
  ERROR_CODES,
  googleSignInPayloadSchema,
  sessionSchema,
} from '@farmkit/contract';
import { verifiedGoogleEmail } from '../../accounts/google-tokeninfo.js';
import { createUser, findUserByEmail, updateUser } from '../../accounts/users.repository.js';
import { ApiFailure, notFound } from '../../api-errors.js';
import { errorResponse, invalidInputResponse, throttledResponse } from '../../http/responses.js';
import { claimStaffInvitation } from '../../staff/staff.repository.js';
import type { AccountsPlugin } from './context.js';

const googleRefused = new ApiFailure(401, {
  detail: 'Google sign-in failed.',
  code: ERROR_CODES.invalidCredentials,
});

/** Which sign-in methods exist, and Google sign-in when `GOOGLE_CLIENT_ID` is set. */
const googleRoutes: AccountsPlugin = async (app, { ctx }) => {
  const { google } = ctx;

  app.get(
    '/providers/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'authProviders',
        summary: 'The sign-in methods on offer besides e-mail and password',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: google ? { client_id: google.clientId } : null }),
  );

  app.post(
    '/google/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'googleSignIn',
        summary: 'Sign in (or up) with a Google access token',
        description: 'The e-mail comes from Google, never from the body. 404 when Google sign-in is off.',
        body: googleSignInPayloadSchema,
        response: {
          200: sessionSchema,
          400: invalidInputResponse,
          401: errorResponse('Google did not vouch for the token: "Google sign-in failed."'),
          404: errorResponse('Google sign-in is not configured.'),
          429: throttledResponse,
        },
      },
      preHandler: ctx.throttle('google'),
    },
    async (request, reply) => {
      if (!google) throw new ApiFailure(404, notFound);
      const { access_token: accessToken } = request.body;
      const email = await verifiedGoogleEmail(google, accessToken);
      if (!email) throw googleRefused;

      const existing = await findUserByEmail(app.db, email);
      const now = new Date().toISOString();
      const user = !existing
        ? await createUser(app.db, {
            email,
            name: email.split('@')[0] ?? email,
            password_hash: null,
            verified_at: now,
          })
        : existing.verified_at
          ? existing
          : // Google proves the e-mail; a password set by an unverified sign-up is not the owner's to keep.
            await updateUser(app.db, existing.id, { verified_at: now, password_hash: null });
      // Google proves the e-mail: an invitation to the staff for it becomes the account's role.
      await claimStaffInvitation(app.db, user);
      return ctx.signIn(request, reply, user);
    },
  );
};

export default googleRoutes;
