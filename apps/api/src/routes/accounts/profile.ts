import {
  ACCOUNT_PATHS,
  ERROR_CODES,
  PROFILE_PICTURE_MAX_BYTES,
  type ProfileForm,
  profileFormSchema,
  userSchema,
} from '@farmkit/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { deleteAccount } from '../../accounts/account-deletion.js';
import { avatarKeys, saveAvatar } from '../../accounts/avatars.js';
import { findUserById, lockAccount, toUser, updateUser } from '../../accounts/users.repository.js';
import { ApiFailure, invalidInput } from '../../api-errors.js';
import type { Database } from '../../db/database.js';
import {
  emptyResponse,
  errorResponse,
  invalidInputResponse,
  throttledResponse,
  unauthenticatedResponse,
} from '../../http/responses.js';
import { validated } from '../../http/validate-body.js';
import { discardUploads, enqueueUploadDeletion } from '../../plugins/external/uploads.js';
import type { AccountsPlugin } from './context.js';
import { clearRefreshCookie } from './refresh-cookie.js';

const PICTURE_FIELD = 'profilePicture';

/** The signed-in customer's profile, photo and account. */
const profileRoutes: AccountsPlugin = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  async function currentUser(request: FastifyRequest) {
    const user = await findUserById(app.db, request.user.userId);
    if (!user || user.deleted_at !== null)
      throw new ApiFailure(401, { detail: 'User not found', code: ERROR_CODES.tokenNotValid });
    return user;
  }

  app.get(
    '/edit/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'getProfile',
        summary: "The signed-in customer's profile",
        response: { 200: userSchema, 401: unauthenticatedResponse },
      },
      preHandler: app.authenticate,
    },
    async (request) => toUser(await currentUser(request)),
  );

  app.patch(
    '/edit/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'updateProfile',
        summary: 'Change name, e-mail, address, city, zipcode and the photo (multipart/form-data, or JSON)',
        description: `The photo (\`${PICTURE_FIELD}\`) is checked by content, re-encoded as a 512x512 WebP.`,
        response: {
          200: userSchema,
          400: { ...invalidInputResponse, description: 'Invalid input, or an e-mail in use (errors.email).' },
          401: unauthenticatedResponse,
          413: errorResponse(`The photo is larger than ${PROFILE_PICTURE_MAX_BYTES} bytes.`),
          415: errorResponse('The photo is not an image, or the body is neither multipart nor JSON.'),
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, app.throttle('updateProfile')],
    },
    async (request) => {
      const user = await currentUser(request);
      const { fields, picture } = await readProfileForm(request);
      const changes = await validated(profileFormSchema, fields);
      // The login e-mail changes only with proof of the new address (email-change.ts).
      if (changes.email !== undefined && changes.email !== user.email) {
        throw new ApiFailure(
          400,
          invalidInput({
            email: [`confirm a new e-mail with the code sent to it (${ACCOUNT_PATHS.changeEmail})`],
          }),
        );
      }

      const { email: _sameEmail, ...profileChanges } = changes;
      const pictureName = picture ? await saveAvatar(app.uploads, picture) : undefined;
      const updated = await app.db
        .transaction()
        .execute(async (trx) => {
          if (pictureName) await letGoOfPhoto(trx, user.id);
          return updateUser(trx, user.id, {
            ...definedOnly(profileChanges),
            ...(pictureName ? { profile_picture: pictureName } : {}),
          });
        })
        .catch(async (error: unknown) => {
          await discardUploads(app.uploads, avatarKeys(pictureName), request.log);
          throw error;
        });
      return toUser(updated);
    },
  );

  app.delete(
    '/edit/picture/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'deleteProfilePicture',
        summary: 'Remove the profile photo',
        response: { 200: userSchema, 401: unauthenticatedResponse },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await currentUser(request);
      const updated = await app.db.transaction().execute(async (trx) => {
        await letGoOfPhoto(trx, user.id);
        return updateUser(trx, user.id, { profile_picture: null });
      });
      return toUser(updated);
    },
  );

  app.delete(
    '/edit/',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'deleteAccount',
        summary:
          'Delete the account: the person goes (profile, photo, sessions, codes, feedback), their orders stay',
        description:
          'The account becomes "Deleted customer #<id>" on the orders the farm keeps, with their payments and ' +
          'refunds; an order not yet delivered keeps where it goes until it is delivered or cancelled.',
        response: {
          204: emptyResponse,
          401: unauthenticatedResponse,
          409: errorResponse(
            'Refused: one of the orders is out for delivery (order_out_for_delivery: delete the account once it ' +
              'is delivered), a Pay Now payment still holds its stock (payment_in_progress: once it has gone ' +
              'through or run out), or the account is the shop’s last owner (last_owner: make someone else an ' +
              'owner first).',
          ),
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await letGoOfPhoto(trx, user.id);
        await deleteAccount(trx, { userId: user.id, claimKey: app.firstOrderDiscount.claimKey });
      });
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default profileRoutes;

/**
 * Queues the deletion of the account's photo, read with the account locked, in the transaction of the change that
 * replaces or removes it: of two uploads at once, each lets go of the file the other wrote over, and no file is
 * left that no account names.
 */
async function letGoOfPhoto(trx: Transaction<Database>, userId: number): Promise<void> {
  await lockAccount(trx, userId);
  const current = await findUserById(trx, userId);
  await enqueueUploadDeletion(trx, avatarKeys(current?.profile_picture));
}

/** The text fields and the photo of a multipart form, or the fields of a JSON body. */
async function readProfileForm(request: FastifyRequest): Promise<{ fields: unknown; picture?: Buffer }> {
  if (!request.isMultipart()) return { fields: request.body };
  const fields: Record<string, unknown> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === PICTURE_FIELD) picture = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    // The parser's own errors (a truncated body, a bad boundary) carry no status: they are the client's.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new ApiFailure(400, { detail: 'Malformed multipart body.', code: ERROR_CODES.validation });
  }
  return picture ? { fields, picture } : { fields };
}

/** Fields the form left out stay as they are. */
function definedOnly(changes: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
