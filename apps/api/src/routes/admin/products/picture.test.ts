import { type AdminProduct, type ApiError, PRODUCT_PICTURE_WIDTHS } from '@farmkit/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, type TestAccount } from '../../../test/staff.js';
import { describeEachDialectAndStorage, readUpload } from '../../../test/storages.js';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .png()
    .toBuffer();
}

/** A smooth shaded picture, as a photograph is: AVIF encodes it smaller than WebP at every width. */
function shadedPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><radialGradient id="light"><stop offset="0" stop-color="#e8a33c"/><stop offset="1" stop-color="#2f5d2a"/></radialGradient></defs>
    <rect width="1200" height="800" fill="url(#light)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function form(content: Buffer, name = 'photo.png', type = 'image/png', field = 'picture'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(content)], { type }), name);
  return body;
}

describeEachDialectAndStorage('admin: product pictures', (dialect, storage) => {
  const app = useTestApp(dialect, () => ({ rateLimits: UNLIMITED, ...storage.options() }));
  let manager: TestAccount;
  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
  });
  const upload = async (id: number, payload: FormData | object) => {
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/picture/`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload,
    });
    return { status: response.statusCode, body: response.json<AdminProduct & ApiError>() };
  };
  /** The storage key of one width of the picture at `url`, in `format`. */
  const keyOf = (url: string, width: number, format: 'webp' | 'avif' = 'webp') =>
    `products/${(url.split('/').at(-1) ?? '').replace(/-\d+\.webp$/, `-${width}.${format}`)}`;
  const stored = async (key: string) => sharp((await readUpload(app(), key)) ?? Buffer.alloc(0)).metadata();
  const isStored = (key: string) => app().uploads.exists(key);
  const someProduct = async (offset: number) =>
    (
      await app()
        .db.selectFrom('products')
        .select('id')
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;

  describe('POST admin/products/{id}/picture/', () => {
    it('re-encodes a PNG as WebP in each width, points image at the default, and serves it', async () => {
      const id = await someProduct(0);
      const { status, body } = await upload(id, form(await png(1200, 800)));

      expect(status).toBe(200);
      expect(body.image).toMatch(/^\/media\/uploads\/products\/[A-Za-z0-9_-]{22}-640\.webp$/);
      for (const width of PRODUCT_PICTURE_WIDTHS) {
        const meta = await stored(keyOf(body.image ?? '', width));
        expect([meta.format, meta.width]).toEqual(['webp', width]);
      }
      const served = await app().inject(body.image ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const shopper = await app().inject(`/api/v1/products/${id}/`);
      expect(shopper.json()).toMatchObject({ image: body.image });
      expect((await auditRows(app())).filter((row) => row.action === 'product.picture')).not.toHaveLength(0);
    });

    it('keeps an AVIF of each width where it is smaller, and sends it to browsers that accept AVIF', async () => {
      const { body } = await upload(await someProduct(4), form(await shadedPicture()));
      const image = body.image ?? '';
      for (const width of PRODUCT_PICTURE_WIDTHS) {
        const meta = await stored(keyOf(image, width, 'avif'));
        expect([meta.format, meta.width]).toEqual(['heif', width]);
      }

      const chromium = await app().inject({ url: image, headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(chromium.statusCode).toBe(200);
      expect(chromium.headers['content-type']).toBe('image/avif');
      expect(chromium.headers.vary).toMatch(/accept/i);
      expect(chromium.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const older = await app().inject({ url: image, headers: { accept: 'image/webp,*/*' } });
      expect(older.headers['content-type']).toBe('image/webp');
      expect(older.headers.vary).toMatch(/accept/i);
    });

    // Encoding noise as AVIF at three widths is the suite's heaviest CPU work: 4 s alone, past Vitest's 30 s when
    // every test tier shares two cores. The limit guards against a hang, not a speed.
    it('keeps only the WebP where the AVIF would be larger, and sends it to every browser', {
      timeout: 120_000,
    }, async () => {
      const noise = await sharp({
        create: {
          width: 700,
          height: 500,
          channels: 3,
          background: 'black',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .png()
        .toBuffer();
      const { body } = await upload(await someProduct(5), form(noise));
      const image = body.image ?? '';
      for (const width of PRODUCT_PICTURE_WIDTHS) {
        expect(await isStored(keyOf(image, width, 'avif'))).toBe(false);
      }
      const chromium = await app().inject({ url: image, headers: { accept: 'image/avif,image/webp,*/*' } });
      expect([chromium.statusCode, chromium.headers['content-type']]).toEqual([200, 'image/webp']);
    });

    it('never enlarges a small picture', async () => {
      const { body } = await upload(await someProduct(1), form(await png(400, 300)));
      const widths = await Promise.all(
        PRODUCT_PICTURE_WIDTHS.map(async (width) => (await stored(keyOf(body.image ?? '', width))).width),
      );
      expect(widths).toEqual([320, 400, 400]);
    });

    it('removes every size of the picture it replaces, once the change has committed', async () => {
      const id = await someProduct(2);
      const first = (await upload(id, form(await shadedPicture()))).body.image ?? '';
      const second = (await upload(id, form(await shadedPicture()))).body.image ?? '';
      expect(second).not.toBe(first);
      await app().jobs.drain();
      for (const width of PRODUCT_PICTURE_WIDTHS) {
        expect(await isStored(keyOf(first, width))).toBe(false);
        expect(await isStored(keyOf(first, width, 'avif'))).toBe(false);
        expect(await isStored(keyOf(second, width))).toBe(true);
        expect(await isStored(keyOf(second, width, 'avif'))).toBe(true);
      }
    });

    it('answers a replacement at once when the storage cannot delete the old picture, and deletes it later', async () => {
      const id = await someProduct(6);
      const first = (await upload(id, form(await png(400, 300)))).body.image ?? '';
      await app().jobs.drain();
      const storageDown = vi.spyOn(app().uploads, 'delete').mockRejectedValue(new Error('S3 unreachable'));
      try {
        const replaced = await upload(id, form(await png(400, 300)));
        expect(replaced.status).toBe(200);
        await app().jobs.drain();
      } finally {
        storageDown.mockRestore();
      }
      expect(await isStored(keyOf(first, 320))).toBe(true);
      const job = await app()
        .db.selectFrom('jobs')
        .select(['id', 'state', 'last_error'])
        .where('kind', '=', 'uploads.delete')
        .where('payload', 'like', `%${keyOf(first, 320)}%`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'queued', last_error: expect.stringContaining('S3 unreachable') });

      // Its retry, brought forward, finds the storage back.
      await app()
        .db.updateTable('jobs')
        .set({ run_after: new Date(0).toISOString() })
        .where('id', '=', job.id)
        .execute();
      await app().jobs.drain();
      expect(await isStored(keyOf(first, 320))).toBe(false);
    });

    it('refuses a text file named .png with 415, the picture unchanged', async () => {
      const id = await someProduct(3);
      const before = (
        await app().db.selectFrom('products').select('image').where('id', '=', id).executeTakeFirstOrThrow()
      ).image;
      const { status, body } = await upload(id, form(Buffer.from('not a picture at all'), 'fake.png'));
      expect(status).toBe(415);
      expect(body).toEqual({
        detail: 'The product picture must be an image.',
        code: 'unsupported_media_type',
        errors: { picture: ['choose an image file'] },
      });
      const after = (
        await app().db.selectFrom('products').select('image').where('id', '=', id).executeTakeFirstOrThrow()
      ).image;
      expect(after).toBe(before);
    });

    it('refuses a picture over the size cap with 413', async () => {
      const { status, body } = await upload(await someProduct(4), form(Buffer.alloc(5 * 1024 * 1024 + 1)));
      expect(status).toBe(413);
      expect(body.code).toBe('payload_too_large');
    });

    it('asks for the picture field, and for multipart', async () => {
      const id = await someProduct(5);
      const missing = await upload(id, form(await png(10, 10), 'a.png', 'image/png', 'other'));
      expect([missing.status, missing.body.errors]).toEqual([400, { picture: ['required'] }]);
      expect((await upload(id, { picture: 'x' })).status).toBe(415);
    });

    it('answers an unknown product 404, writing no file', async () => {
      const before = await storage.keys(app(), 'products');
      expect((await upload(999999, form(await png(10, 10)))).status).toBe(404);
      expect(await storage.keys(app(), 'products')).toEqual(before);
    });
  });
});
