import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_ERROR_CODES,
  ADMIN_ERROR_DETAILS,
  messageSchema,
  type OwnerSetupPayload,
  ownerSetupPayloadSchema,
} from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import { codeMail } from '../../../accounts/code-emails.js';
import { hashPassword } from '../../../accounts/passwords.js';
import { ApiFailure } from '../../../api-errors.js';
import { audit } from '../../../audit/audit.js';
import type { Database } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { errorResponse, throttledResponse } from '../../../http/responses.js';
import { withBody } from '../../../http/validate-body.js';
import { needs } from '../../../plugins/app/staff-access.js';
import { hashSetupToken, SETUP_TOKEN_FILE } from '../../../staff/setup-link.js';
import { ownerExists } from '../../../staff/staff.repository.js';
import type { AdminPlugin } from '../context.js';

const invalidSetupToken = new ApiFailure(400, {
  detail: ADMIN_ERROR_DETAILS.invalidSetupToken,
  code: ADMIN_ERROR_CODES.invalidSetupToken,
});
const setupTokenUsed = new ApiFailure(410, {
  detail: ADMIN_ERROR_DETAILS.setupTokenUsed,
  code: ADMIN_ERROR_CODES.setupTokenUsed,
});
const ownerAlreadyExists = new ApiFailure(409, {
  detail: ADMIN_ERROR_DETAILS.ownerExists,
  code: ADMIN_ERROR_CODES.ownerExists,
});
const accountExists = new ApiFailure(400, {
  detail: ADMIN_ERROR_DETAILS.accountExists,
  code: ADMIN_ERROR_CODES.accountExists,
});

/** Why the token cannot be spent now, or nothing when it can. */
async function tokenRefusal(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<ApiFailure | undefined> {
  const row = await db
    .selectFrom('setup_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return invalidSetupToken;
  if (row.used_at !== null) return setupTokenUsed;
  if (new Date(row.expires_at) <= now) return invalidSetupToken;
  return undefined;
}

/** The first owner's account, made with the setup link printed at start (setup-link.ts). */
const setupRoutes: AdminPlugin = async (app, { secret }) => {
  const codes = codeMail(secret);

  app.post<{ Body: OwnerSetupPayload }>(
    '/setup/',
    withBody(ownerSetupPayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'setupOwner',
        summary: "Create the shop's first owner with the setup link's token",
        description:
          'The account is made unverified and e-mailed a sign-up code, verified with accounts/verify-email/. ' +
          'The token is spent by the first success.',
        response: {
          201: messageSchema,
          400: errorResponse(
            'Invalid input; a wrong or expired token (invalid_setup_token); an e-mail that already has an ' +
              'account (account_exists).',
          ),
          409: errorResponse(
            'The shop already has an owner (owner_exists), e.g. one made with npm run staff.',
          ),
          410: errorResponse('The setup link was already used (setup_token_used).'),
          429: throttledResponse,
        },
      },
      // The token is the proof here: no one is signed in yet.
      config: needs('public'),
      preHandler: [app.throttle('ownerSetup')],
    }),
    async (request, reply) => {
      const { token, email, password, first_name: firstName, last_name: lastName } = request.body;
      const tokenHash = hashSetupToken(token);
      // Checked before the password is hashed, so a wrong token costs the server nothing; checked again below.
      const refusal = await tokenRefusal(app.db, tokenHash, new Date());
      if (refusal) throw refusal;
      if (await ownerExists(app.db)) throw ownerAlreadyExists;
      const passwordHash = await hashPassword(password);

      await app.db.transaction().execute(async (trx) => {
        const now = new Date();
        const spent = await trx
          .updateTable('setup_tokens')
          .set({ used_at: now.toISOString() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) throw (await tokenRefusal(trx, tokenHash, now)) ?? invalidSetupToken;
        // An owner granted from the command line since the link was printed.
        if (await ownerExists(trx)) throw ownerAlreadyExists;
        // Refused rather than promoted: the token proves who holds the server, not who holds that account.
        const existing = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (existing) throw accountExists;

        const user = await trx
          .insertInto('users')
          .values({
            email,
            name: `${firstName} ${lastName}`,
            password_hash: passwordHash,
            role: 'owner',
            // The first owner is told of the shop's orders from the first one; the staff page turns it off.
            new_order_alerts: sql<boolean>`true`,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            // A sign-up with the same e-mail in the same instant.
            throw isUniqueViolation(error) ? accountExists : error;
          });
        await audit(trx, {
          actorId: user.id,
          action: 'owner.setup',
          entityType: 'user',
          entityId: user.id,
          before: null,
          after: { email: user.email, role: user.role, new_order_alerts: Boolean(user.new_order_alerts) },
        });
        // As sign-up does: the account is verified with the code, and signs in then.
        await codes.send(trx, user, 'verify_email');
      });

      // The link has served: its copy beside the database goes.
      await rm(join(app.dataDir, SETUP_TOKEN_FILE), { force: true });
      return reply
        .code(201)
        .send({ detail: "The owner's account is made. Enter the code we e-mailed you to verify it." });
    },
  );
};

export default setupRoutes;
