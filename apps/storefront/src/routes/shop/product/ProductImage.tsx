import { productPictureSrcSet } from '@farmkit/contract';
import { useImageFallback } from '@farmkit/ui/image-fallback';
import './ProductImage.css';

interface ProductImageProps {
  src: string | null;
  alt: string;
}

/** The large picture of the product page; a plain tile stands in when there is none or it fails. */
export function ProductImage({ src, alt }: ProductImageProps) {
  const picture = useImageFallback(src);
  if (!picture.src) {
    return (
      <div className="product-image product-image-missing" role="img" aria-label={`${alt} (no picture yet)`}>
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M16 26c0-8 4-13 11-15-1 8-5 13-11 15Z" />
          <path d="M16 26c0-6-3-9-9-11 0 6 3 9 9 11Z" />
        </svg>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError reports a failed download, not a user action.
    <img
      className="product-image"
      src={picture.src}
      srcSet={productPictureSrcSet(picture.src)}
      sizes="(min-width: 48rem) 45vw, 100vw"
      alt={alt}
      width={640}
      height={640}
      decoding="async"
      fetchPriority="high"
      ref={picture.ref}
      onError={picture.onError}
    />
  );
}
