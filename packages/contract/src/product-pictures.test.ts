import { describe, expect, it } from 'vitest';
import { productPictureSrcSet, productPictureUrl } from './product-pictures.js';

describe('productPictureSrcSet', () => {
  it('lists each stored width of an uploaded picture', () => {
    expect(productPictureSrcSet(productPictureUrl('aB3_x-Yz0123456789abcd', 640))).toBe(
      [
        '/media/uploads/products/aB3_x-Yz0123456789abcd-320.webp 320w',
        '/media/uploads/products/aB3_x-Yz0123456789abcd-640.webp 640w',
        '/media/uploads/products/aB3_x-Yz0123456789abcd-960.webp 960w',
      ].join(', '),
    );
  });

  it('leaves every other picture to its single src', () => {
    expect(productPictureSrcSet(null)).toBeUndefined();
    expect(productPictureSrcSet('/media/seed/products/goat.svg')).toBeUndefined();
    expect(productPictureSrcSet('/media/uploads/avatars/me-640.webp')).toBeUndefined();
    expect(productPictureSrcSet('/media/uploads/products/a/b-640.webp')).toBeUndefined();
    expect(productPictureSrcSet('/media/uploads/products/abc-320.webp')).toBeUndefined();
  });
});
