'use client';

export {
  DEFAULT_IMAGE_TYPES,
  describeBytes,
  describeFileTypes,
  ImageUploader,
  type ImageUploaderProps,
  isAcceptedFile,
} from './ImageUploader.js';
