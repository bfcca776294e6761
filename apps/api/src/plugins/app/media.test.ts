import type { AdminProduct, User } from '@farmkit/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { dialects, useTestApp, useTwoInstances } from '../../test/dialects.js';
import { accountWithRole } from '../../test/staff.js';
import { describeEachStorage, useS3StandIn } from '../../test/storages.js';

const NAME = 'AbCdEfGhIjKlMnOpQrStUv';
const WEBP = `products/${NAME}-640.webp`;
const AVIF = `products/${NAME}-640.avif`;
const PHOTO = `avatars/${NAME}.webp`;
const urlOf = (key: string) => `/media/uploads/${key}`;
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
// Serving reads no database: SQLite is enough.
const sqlite = dialects.find((dialect) => dialect.name === 'sqlite') ?? dialects[0];

function picture(width: number): Promise<Buffer> {
  return sharp({ create: { width, height: width, channels: 3, background: { r: 90, g: 140, b: 40 } } })
    .webp()
    .toBuffer();
}

describeEachStorage('uploads served under /media/uploads/', (storage) => {
  if (!sqlite) throw new Error('no SQLite dialect');
  const app = useTestApp(sqlite, () => storage.options());
  let webp: Buffer;
  beforeAll(async () => {
    webp = await picture(64);
    await app().uploads.put(WEBP, webp, 'image/webp');
    await app().uploads.put(AVIF, Buffer.from('an avif, smaller'), 'image/avif');
    await app().uploads.put(PHOTO, await picture(32), 'image/webp');
  });

  it('sends the upload with its type and length, cached for a year, with its validators', async () => {
    const response = await app().inject(urlOf(WEBP));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(webp);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(webp.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept',
    });
    expect(response.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
  });

  it('answers a revalidation by ETag or by date with 304 and no body', async () => {
    const { headers } = await app().inject(urlOf(WEBP));
    const byTag = await app().inject({
      url: urlOf(WEBP),
      headers: { 'if-none-match': String(headers.etag) },
    });
    expect([byTag.statusCode, byTag.body]).toEqual([304, '']);
    expect(byTag.headers.etag).toBe(headers.etag);

    const byDate = await app().inject({
      url: urlOf(WEBP),
      headers: { 'if-modified-since': String(headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);

    const changed = await app().inject({ url: urlOf(WEBP), headers: { 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app().inject({ method: 'HEAD', url: urlOf(PHOTO) });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
  });

  it("sends a product picture's AVIF to a browser that accepts it, at the WebP's address", async () => {
    const avif = await app().inject({ url: urlOf(WEBP), headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.body).toBe('an avif, smaller');
    expect(avif.headers.vary).toBe('accept');

    const photo = await app().inject({ url: urlOf(PHOTO), headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers.vary).toBeUndefined();
  });

  it('answers 404 in the error shape for an upload that is not there, or a name no upload has', async () => {
    for (const url of [
      urlOf(`products/${'Z'.repeat(22)}-640.webp`),
      urlOf(`avatars/${'Z'.repeat(22)}.webp`),
      urlOf('products/picture.webp'),
      urlOf('farm.db'),
      '/media/uploads/',
    ]) {
      const response = await app().inject(url);
      expect([response.statusCode, response.json()], url).toEqual([404, NOT_FOUND]);
    }
  });

  // A bare `%2e%2e/` never gets here through inject, whose URL parser resolves it: hostile-input.test.ts sends it
  // on a real socket.
  it('answers 403 in the error shape for a hidden or escaping path', async () => {
    for (const url of [
      '/media/uploads/.secret',
      '/media/uploads/products/..%2f..%2fsecret.key',
      '/media/uploads/products/%2e%2e%5c%2e%2e%5csecret.key',
    ]) {
      const response = await app().inject(url);
      expect([response.statusCode, response.json()], url).toEqual([
        403,
        { detail: 'Forbidden', code: 'permission_denied' },
      ]);
    }
  });
});

describe('uploads on two instances sharing an S3 bucket', () => {
  if (!sqlite) throw new Error('no SQLite dialect');
  const s3 = useS3StandIn();
  const [first, second] = useTwoInstances(sqlite, () => ({ rateLimits: UNLIMITED, ...s3.options() }));
  const upload = async (app: App, token: string, id: number, content: Buffer) => {
    const body = new FormData();
    body.append('picture', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'photo.png');
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/picture/`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminProduct>().image ?? '';
  };

  it('serves a product picture uploaded through one instance from the other, until it is replaced', async () => {
    const manager = await accountWithRole(first(), 'manager');
    const { id } = await first().db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const image = await upload(
      first(),
      manager.token,
      id,
      await sharp(await picture(800))
        .png()
        .toBuffer(),
    );

    const onFirst = await first().inject(image);
    const onSecond = await second().inject(image);
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.headers['content-type']).toBe('image/webp');
    expect(onSecond.rawPayload).toEqual(onFirst.rawPayload);
    expect((await sharp(onSecond.rawPayload).metadata()).width).toBe(640);

    const replacement = await upload(
      first(),
      manager.token,
      id,
      await sharp(await picture(300))
        .png()
        .toBuffer(),
    );
    expect((await second().inject(replacement)).statusCode).toBe(200);
    // The replaced picture goes once the job the replacement queued has run, on whichever instance claims it.
    await Promise.all([first().jobs.drain(), second().jobs.drain()]);
    expect((await second().inject(image)).statusCode).toBe(404);
  });

  it('serves a profile photo uploaded through one instance from the other', async () => {
    const { tokens } = await signUpVerified(first());
    const body = new FormData();
    body.append(
      'profilePicture',
      new Blob([new Uint8Array(await picture(100))], { type: 'image/webp' }),
      'me.webp',
    );
    const patched = await first().inject({
      method: 'PATCH',
      url: '/api/v1/accounts/edit/',
      headers: { authorization: `Bearer ${tokens.access}` },
      payload: body,
    });
    const photo = patched.json<User>().profilePicture ?? '';

    const served = await second().inject(photo);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
  });
});
