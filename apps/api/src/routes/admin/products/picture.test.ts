import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AdminProduct, type ApiError, PRODUCT_PICTURE_WIDTHS } from '@farmkit/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, type TestAccount } from '../../../test/staff.js';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .png()
    .toBuffer();
}

function form(content: Buffer, name = 'photo.png', type = 'image/png', field = 'picture'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(content)], { type }), name);
  return body;
}

describeEachDialect('admin: product pictures', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
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
  const fileOf = (url: string, width: number) =>
    join(
      app().dataDir,
      'uploads',
      'products',
      (url.split('/').at(-1) ?? '').replace(/-\d+\.webp$/, `-${width}.webp`),
    );
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
        const file = fileOf(body.image ?? '', width);
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', width]);
      }
      const served = await app().inject(body.image ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const shopper = await app().inject(`/api/v1/products/${id}/`);
      expect(shopper.json()).toMatchObject({ image: body.image });
      expect((await auditRows(app())).filter((row) => row.action === 'product.picture')).not.toHaveLength(0);
    });

    it('never enlarges a small picture', async () => {
      const { body } = await upload(await someProduct(1), form(await png(400, 300)));
      const widths = await Promise.all(
        PRODUCT_PICTURE_WIDTHS.map(
          async (width) => (await sharp(fileOf(body.image ?? '', width)).metadata()).width,
        ),
      );
      expect(widths).toEqual([320, 400, 400]);
    });

    it('removes every size of the picture it replaces', async () => {
      const id = await someProduct(2);
      const first = (await upload(id, form(await png(700, 700)))).body.image ?? '';
      const second = (await upload(id, form(await png(700, 700)))).body.image ?? '';
      expect(second).not.toBe(first);
      for (const width of PRODUCT_PICTURE_WIDTHS) {
        expect(existsSync(fileOf(first, width))).toBe(false);
        expect(existsSync(fileOf(second, width))).toBe(true);
      }
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
      expect((await upload(999999, form(await png(10, 10)))).status).toBe(404);
    });
  });
});
