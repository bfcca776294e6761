import { PROFILE_PICTURE_MAX_BYTES } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { profilePhotoProblem } from './profilePhotoRules';

const fileOf = (type: string, size = 10) => new File([new Uint8Array(size)], 'photo', { type });

describe('profilePhotoProblem', () => {
  it('accepts the image types the server takes', () => {
    expect(profilePhotoProblem(fileOf('image/jpeg'))).toBeNull();
    expect(profilePhotoProblem(fileOf('image/webp'))).toBeNull();
  });

  it('refuses other files and oversized images', () => {
    expect(profilePhotoProblem(fileOf('application/pdf'))).toBe('choose an image file');
    expect(profilePhotoProblem(fileOf('image/png', PROFILE_PICTURE_MAX_BYTES + 1))).toBe(
      'choose an image under 2 MB',
    );
  });
});
