import { useImageFallback } from '@farmkit/ui/image-fallback';

/** An order line's thumbnail, beside its name: decorative, so a missing or broken picture leaves a plain tile. */
export function OrderItemImage({ src }: { src: string | null }) {
  const picture = useImageFallback(src);
  if (!picture.src) return <span className="order-details-item-image" aria-hidden="true" />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError reports a failed download, not a user action.
    <img
      className="order-details-item-image"
      src={picture.src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      ref={picture.ref}
      onError={picture.onError}
    />
  );
}
