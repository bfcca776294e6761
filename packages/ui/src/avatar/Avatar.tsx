import { useImageFallback } from '@farmkit/ui/image-fallback';
import { PersonIcon } from '../icons/PersonIcon.js';
import { initials } from './initials.js';
import '../theme.css';
import './Avatar.css';

export interface AvatarProps {
  /** The profile picture; without one, or when it fails to load, the initials (or a person icon). */
  src?: string;
  /** The person's name: the picture's text alternative. Empty when a nearby text already names them. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A round profile picture, or the person's initials, or a person icon. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const picture = useImageFallback(src);
  const letters = initials(name);
  return (
    <span className="fk-Avatar" data-size={size}>
      {picture.src ? (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not a user interaction.
        <img
          className="fk-Avatar-image"
          src={picture.src}
          alt={name}
          ref={picture.ref}
          onError={picture.onError}
        />
      ) : (
        <span
          className="fk-Avatar-fallback"
          role="img"
          aria-label={name || undefined}
          aria-hidden={!name || undefined}
        >
          {letters ? <span aria-hidden="true">{letters}</span> : <PersonIcon />}
        </span>
      )}
    </span>
  );
}
