import { Button } from '@farmkit/ui/button';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  DropZone,
  type DropZoneProps,
  type FileDropItem,
  FileTrigger,
  Label,
  ProgressBar,
  Text,
} from 'react-aria-components';
import '../theme.css';
import './ImageUploader.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export const DEFAULT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface ImageUploaderProps {
  /** Receives the chosen picture once it passed the type and size checks; the caller uploads it. */
  onSelect: (file: File) => void;
  /** A visible name above the drop zone ("Product picture"); it also names the zone and its button. */
  label?: ReactNode;
  /** MIME types (`image/png`, `image/*`) or file extensions (`.jpg`) the uploader takes. */
  acceptedFileTypes?: readonly string[];
  /** The largest file taken, in bytes; no limit without it. */
  maxBytes?: number;
  /** URL of the picture already saved, shown until a picture is chosen. */
  currentImage?: string;
  currentImageAlt?: string;
  /** Alternative text of the chosen picture's preview. */
  previewAlt?: string;
  /** Upload progress from the caller, 0 to 100: shows a progress bar while defined. */
  progress?: number;
  progressLabel?: string;
  /** Why the server refused the picture; shown and announced under the zone. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  chooseLabel?: string;
  /** The drop zone's text, also its accessible name (with `label`). */
  dropLabel?: string;
  /** The hint under the button; by default the accepted types and the size limit ("JPEG, PNG or WebP, up to 5 MB"). */
  description?: ReactNode;
  /** The message for a file of another type. */
  typeRefusedMessage?: (file: File) => ReactNode;
  /** The message for a file larger than `maxBytes`. */
  sizeRefusedMessage?: (file: File, maxBytes: number) => ReactNode;
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'image/*': 'image',
};

function typeName(type: string): string {
  return (
    TYPE_NAMES[type] ??
    type
      .replace(/^\w+\//, '')
      .replace(/^\./, '')
      .toUpperCase()
  );
}

/** "JPEG, PNG or WebP". */
export function describeFileTypes(types: readonly string[]): string {
  const names = [...new Set(types.map(typeName))];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** "5 MB", "500 kB": in units of 1,024 bytes. */
export function describeBytes(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat('en', { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Whether the file matches one of the accepted MIME types, `type/*` wildcards or extensions. */
export function isAcceptedFile(file: File, acceptedFileTypes: readonly string[]): boolean {
  const mime = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return acceptedFileTypes.some((accepted) => {
    const type = accepted.trim().toLowerCase();
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1));
    return mime === type;
  });
}

function PictureIcon() {
  return (
    <svg className="fk-ImageUploader-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="9.5" r="1.75" fill="currentColor" />
      <path
        d="M3.75 17.5 9 12.5l3.5 3.25L16 12l4.25 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The object URL of a file, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * One picture, dropped on the zone (React Aria DropZone; pasting works too) or chosen with the button
 * (FileTrigger). A file of another type or over `maxBytes` is refused with a message announced to screen
 * readers; an accepted one is previewed and handed to `onSelect`. The caller uploads it and reports
 * `progress` and a server's `errorMessage`.
 */
export function ImageUploader({
  onSelect,
  label,
  acceptedFileTypes = DEFAULT_IMAGE_TYPES,
  maxBytes,
  currentImage,
  currentImageAlt = 'Current picture',
  previewAlt = 'Chosen picture',
  progress,
  progressLabel = 'Uploading',
  errorMessage,
  isDisabled = false,
  chooseLabel = 'Choose a picture',
  dropLabel = 'Drop a picture here, or',
  description,
  typeRefusedMessage = (file) =>
    `“${file.name}” is not a ${describeFileTypes(acceptedFileTypes)} picture. Choose another one.`,
  sizeRefusedMessage = (file, limit) =>
    `“${file.name}” is larger than ${describeBytes(limit)}. Choose a smaller picture.`,
}: ImageUploaderProps) {
  const labelId = useId();
  const buttonId = useId();
  const hintId = useId();
  const messageId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const previewUrl = useObjectUrl(chosen);

  function choose(file: File | undefined) {
    if (file === undefined || isDisabled) return;
    if (!isAcceptedFile(file, acceptedFileTypes)) {
      setRefusal(typeRefusedMessage(file));
    } else if (maxBytes !== undefined && file.size > maxBytes) {
      setRefusal(sizeRefusedMessage(file, maxBytes));
    } else {
      setRefusal(null);
      setChosen(file);
      onSelect(file);
    }
  }

  async function drop(event: DropEvent) {
    const item = event.items.find((dropped): dropped is FileDropItem => dropped.kind === 'file');
    if (item) choose(await item.getFile());
  }

  const hint =
    description ??
    [describeFileTypes(acceptedFileTypes), maxBytes !== undefined && `up to ${describeBytes(maxBytes)}`]
      .filter(Boolean)
      .join(', ');
  const src = previewUrl ?? currentImage;
  const isUploading = progress !== undefined;
  const isInvalid = refusal != null || errorMessage != null;

  return (
    <div
      className="fk-ImageUploader"
      data-disabled={isDisabled || undefined}
      data-uploading={isUploading || undefined}
      data-invalid={isInvalid || undefined}
    >
      {label != null && (
        <span id={labelId} className="fk-ImageUploader-label">
          {label}
        </span>
      )}
      <DropZone
        className="fk-ImageUploader-zone"
        isDisabled={isDisabled}
        onDrop={drop}
        aria-labelledby={label != null ? labelId : undefined}
      >
        <div className="fk-ImageUploader-preview">
          {src ? (
            <img
              className="fk-ImageUploader-image"
              src={src}
              alt={previewUrl ? previewAlt : currentImageAlt}
            />
          ) : (
            <PictureIcon />
          )}
        </div>
        <div className="fk-ImageUploader-actions">
          <Text slot="label" className="fk-ImageUploader-dropText">
            {dropLabel}
          </Text>
          <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => choose(files?.[0])}>
            <Button
              id={buttonId}
              variant="secondary"
              isDisabled={isDisabled}
              aria-labelledby={label != null ? `${buttonId} ${labelId}` : undefined}
              aria-describedby={isInvalid ? `${hintId} ${messageId}` : hintId}
            >
              {chooseLabel}
            </Button>
          </FileTrigger>
          <span id={hintId} className="fk-ImageUploader-hint">
            {hint}
          </span>
        </div>
      </DropZone>
      {isUploading && (
        <ProgressBar className="fk-ImageUploader-progress" value={progress}>
          {({ percentage, valueText }) => (
            <>
              <div className="fk-ImageUploader-progressText">
                <Label>{progressLabel}</Label>
                <span>{valueText}</span>
              </div>
              <div className="fk-ImageUploader-track">
                <div className="fk-ImageUploader-fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      <div id={messageId} role="alert" className="fk-ImageUploader-messages">
        {refusal != null && <p className="fk-ImageUploader-message">{refusal}</p>}
        {errorMessage != null && <p className="fk-ImageUploader-message">{errorMessage}</p>}
      </div>
    </div>
  );
}
