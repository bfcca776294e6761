import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { handleCodeJobs } from '../../accounts/code-emails.js';
import { type AccountRoutesOptions, accountsContext } from './context.js';
import emailChangeRoutes from './email-change.js';
import feedbackRoutes from './feedback.js';
import googleRoutes from './google.js';
import passwordRoutes from './password.js';
import profileRoutes from './profile.js';
import registrationRoutes from './registration.js';
import sessionRoutes from './sessions.js';

export type { AccountRoutesOptions } from './context.js';

/** The `accounts/` calls. */
const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  // Only these calls read or set a cookie (the refresh token's); registered here, its two hooks cost no other
  // request anything, the catalogue's reads included.
  await app.register(cookie);
  const ctx = accountsContext(app, options);
  handleCodeJobs(app, ctx.codeMail, options.shopName);
  await app.register(registrationRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(googleRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(emailChangeRoutes, { ctx });
  await app.register(feedbackRoutes);
};

export default accountRoutes;
