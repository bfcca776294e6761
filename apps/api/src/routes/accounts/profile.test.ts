import { type ApiError, PROFILE_PICTURE_MAX_BYTES, type User } from '@farmkit/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { call, PASSWORD, signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { useTestApp } from '../../test/dialects.js';
import { describeEachDialectAndStorage } from '../../test/storages.js';

function photo(format: 'png' | 'jpeg', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 60 } } })
    [format]()
    .toBuffer();
}

function form(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file)
    body.append('profilePicture', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return body;
}

async function patchProfile(app: App, token: string, payload: FormData | object) {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/v1/accounts/edit/',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The storage key of the user's photo. */
const avatarKey = (user: User) => `avatars/${user.profilePicture?.split('/').at(-1) ?? ''}`;

describeEachDialectAndStorage('accounts: profile, photo, deletion and feedback', (dialect, storage) => {
  const app = useTestApp(dialect, () => ({ rateLimits: UNLIMITED, ...storage.options() }));
  const isStored = (user: User) => app().uploads.exists(avatarKey(user));

  describe('PATCH accounts/edit/', () => {
    it('changes the fields of a multipart form and leaves the others', async () => {
      const { tokens, user } = await signUpVerified(app());
      const { status, body } = await patchProfile(
        app(),
        tokens.access,
        form({ name: ' Ada Obi-Eze ', address: '12 Farm Road', city: 'Kuje', zipcode: '903101' }),
      );

      expect(status).toBe(200);
      expect(body).toEqual({
        ...user,
        name: 'Ada Obi-Eze',
        address: '12 Farm Road',
        city: 'Kuje',
        zipcode: '903101',
      });
    });

    it('accepts JSON too', async () => {
      const { tokens, user } = await signUpVerified(app());
      const { status, body } = await patchProfile(app(), tokens.access, { city: 'Abuja' });
      expect(status).toBe(200);
      expect(body).toEqual({ ...user, city: 'Abuja' });
    });

    it.each(['png', 'jpeg'] as const)(
      'stores a %s photo as a 512x512 WebP served from /media, replacing the old one',
      async (format) => {
        const { tokens } = await signUpVerified(app());
        const first = await patchProfile(
          app(),
          tokens.access,
          form({}, { name: `me.${format}`, type: `image/${format}`, content: await photo(format) }),
        );
        expect(first.status).toBe(200);
        expect(first.body.profilePicture).toMatch(/^\/media\/uploads\/avatars\/[\w-]{22}\.webp$/);

        const served = await app().inject(first.body.profilePicture);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toContain('immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });

        const second = await patchProfile(
          app(),
          tokens.access,
          form({}, { name: 'again.png', type: 'image/png', content: await photo('png') }),
        );
        expect(second.body.profilePicture).not.toBe(first.body.profilePicture);
        await app().jobs.drain();
        expect(await isStored(first.body)).toBe(false);
        expect(await isStored(second.body)).toBe(true);
      },
    );

    it('refuses a text file named photo.png with 415, by content', async () => {
      const { tokens } = await signUpVerified(app());
      const { status, body } = await patchProfile(
        app(),
        tokens.access,
        form({}, { name: 'photo.png', type: 'image/png', content: Buffer.from('not an image at all') }),
      );
      expect(status).toBe(415);
      expect(body).toEqual({
        detail: expect.any(String),
        code: 'unsupported_media_type',
        errors: { profilePicture: ['choose an image file'] },
      });
    });

    it('refuses a photo over the size limit with 413', async () => {
      const { tokens } = await signUpVerified(app());
      const content = Buffer.alloc(3 * 1024 * 1024, 1);
      expect(content.length).toBeGreaterThan(PROFILE_PICTURE_MAX_BYTES);
      const { status, body } = await patchProfile(
        app(),
        tokens.access,
        form({}, { name: 'big.png', type: 'image/png', content }),
      );
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: 'payload_too_large' });
    });

    it('refuses a body of another type, text included, with 415, and malformed multipart with 400', async () => {
      const { tokens } = await signUpVerified(app());
      const send = (contentType: string, payload: string) =>
        app().inject({
          method: 'PATCH',
          url: '/api/v1/accounts/edit/',
          headers: { authorization: `Bearer ${tokens.access}`, 'content-type': contentType },
          payload,
        });
      const binary = await send('application/octet-stream', 'name=Ada');
      expect(binary.statusCode).toBe(415);
      expect(binary.json()).toMatchObject({ code: 'unsupported_media_type' });
      const text = await send('text/plain', 'name=Ada');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });

      const broken = await send('multipart/form-data; boundary=x', 'garbage without boundaries');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: 'Malformed multipart body.', code: 'invalid' });
    });

    it('never changes the login e-mail: another one is a 400 pointing to the confirmed change, a blank one too', async () => {
      const { tokens, user } = await signUpVerified(app());

      const other = await patchProfile(app(), tokens.access, form({ email: 'new.address@example.ng' }));
      expect(other.status).toBe(400);
      expect(other.body.errors).toEqual({
        email: ['confirm a new e-mail with the code sent to it (accounts/edit/email/)'],
      });
      for (const email of ['', '   ', 'nope']) {
        const invalid = await patchProfile(app(), tokens.access, { email });
        expect(invalid.body.errors, JSON.stringify(email)).toEqual({ email: ['enter valid email'] });
      }
      const same = await patchProfile(app(), tokens.access, {
        email: user.email.toUpperCase(),
        city: 'Kuje',
      });
      expect(same).toMatchObject({ status: 200, body: { email: user.email, city: 'Kuje' } });
    });

    it('leaves no photo file behind when uploads race: only the photo the account names is kept', async () => {
      const { tokens } = await signUpVerified(app());
      const content = await photo('png');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          patchProfile(app(), tokens.access, form({}, { name: 'me.png', type: 'image/png', content })),
        ),
      );
      expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);

      const profile = await call<User>(app(), 'GET', 'edit/', { token: tokens.access });
      await app().jobs.drain();
      const kept = (await storage.keys(app(), 'avatars')).filter((key) =>
        answers.some(({ body }) => avatarKey(body) === key),
      );
      expect(kept).toEqual([avatarKey(profile.body)]);
    });

    it('keeps no photo from a change it refuses', async () => {
      const other = await signUpVerified(app());
      const { tokens } = await signUpVerified(app());
      const content = await photo('png');
      const storedPhotos = async () => (await storage.keys(app(), 'avatars')).length;
      const photosBefore = await storedPhotos();
      const refused = await patchProfile(
        app(),
        tokens.access,
        form({ email: other.email }, { name: 'me.png', type: 'image/png', content }),
      );
      expect(refused.status).toBe(400);
      expect(await storedPhotos()).toBe(photosBefore);
    });

    it('needs a signed-in customer', async () => {
      expect((await call(app(), 'PATCH', 'edit/', { body: { city: 'Kuje' } })).status).toBe(401);
    });
  });

  describe('DELETE accounts/edit/picture/', () => {
    it('removes the photo and its file', async () => {
      const { tokens } = await signUpVerified(app());
      const withPhoto = await patchProfile(
        app(),
        tokens.access,
        form({}, { name: 'me.png', type: 'image/png', content: await photo('png') }),
      );
      const removed = await call<User>(app(), 'DELETE', 'edit/picture/', { token: tokens.access });

      expect(removed.status).toBe(200);
      expect(removed.body.profilePicture).toBeNull();
      await app().jobs.drain();
      expect(await isStored(withPhoto.body)).toBe(false);
    });
  });

  describe('DELETE accounts/edit/', () => {
    it('deletes the account with its sessions, codes, feedback and photo', async () => {
      const { email, tokens, user } = await signUpVerified(app());
      const withPhoto = await patchProfile(
        app(),
        tokens.access,
        form({}, { name: 'me.png', type: 'image/png', content: await photo('png') }),
      );
      await call(app(), 'POST', 'feedback/', { token: tokens.access, body: { message: 'Lovely eggs.' } });

      const deleted = await call(app(), 'DELETE', 'edit/', { token: tokens.access });
      expect(deleted.status).toBe(204);
      expect(deleted.cookies.find((cookie) => cookie.name === 'farmkit_refresh')?.value).toBe('');

      expect((await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } })).status).toBe(401);
      expect(await call(app(), 'GET', 'edit/', { token: tokens.access })).toMatchObject({
        status: 401,
        body: { code: 'token_not_valid' },
      });
      await app().jobs.drain();
      expect(await isStored(withPhoto.body)).toBe(false);
      for (const table of ['sessions', 'one_time_codes', 'feedback'] as const) {
        const rows = await app().db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
        expect(rows, table).toEqual([]);
      }
    });
  });

  describe('POST accounts/feedback/', () => {
    it("stores the message and answers the spec's text", async () => {
      const { tokens, user } = await signUpVerified(app());
      const sent = await call(app(), 'POST', 'feedback/', {
        token: tokens.access,
        body: { message: '  More guinea fowl, please.  ' },
      });

      expect(sent).toMatchObject({ status: 201, body: { detail: 'feedback submitted Succesfully' } });
      const rows = await app()
        .db.selectFrom('feedback')
        .select('message')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toEqual([{ message: 'More guinea fowl, please.' }]);
    });

    it('needs a signed-in customer and a message', async () => {
      expect(await call(app(), 'POST', 'feedback/', { body: { message: 'Hi' } })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
      });
      const { tokens } = await signUpVerified(app());
      const empty = await call<ApiError>(app(), 'POST', 'feedback/', {
        token: tokens.access,
        body: { message: ' ' },
      });
      expect(empty).toMatchObject({ status: 400, body: { errors: { message: ['required'] } } });
    });
  });
});
