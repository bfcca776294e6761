import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { ImageUploader, type ImageUploaderProps } from '.';

/** A saved picture: a field under a sun, as an SVG data URL (no network in tests). */
const savedPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#bfe3f5"/><circle cx="70" cy="26" r="12" fill="#f5c542"/><path d="M0 64q24-14 48 0t48 0v32H0z" fill="#5aa05f"/></svg>',
)}`;

/** A real PNG picture of one colour, drawn on a canvas, as the file a user picks. */
async function pngFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 48, 48);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const fileInputIn = (element: HTMLElement) => {
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/**
 * Drags files over an element, and drops them unless `drop` is false, as a browser does. A DataTransfer
 * built by a script has no file-system entries (Chromium's `webkitGetAsEntry` gives null outside a real
 * drag), and React Aria skips file items without one, so each file item gets a file entry for the drop.
 */
function dragFiles(target: Element, files: File[], { drop = true } = {}) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const fire = (type: string) =>
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  fire('dragenter');
  fire('dragover');
  if (!drop) return;
  const { webkitGetAsEntry } = DataTransferItem.prototype;
  DataTransferItem.prototype.webkitGetAsEntry = function fileEntry(this: DataTransferItem) {
    return this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null;
  };
  try {
    fire('drop');
  } finally {
    DataTransferItem.prototype.webkitGetAsEntry = webkitGetAsEntry;
  }
}

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: { label: 'Product picture', maxBytes: 2 * 1024 * 1024, onSelect: fn() },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Choose a picture Product picture' });
    await expect(button).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 2 MB');
    await expect(
      fileInputIn(canvas.getByText('Drop a picture here, or').closest('div') as HTMLElement),
    ).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ChooseAPicture: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const file = await pngFile('eggs.png', '#c9772e');
    await userEvent.upload(fileInputIn(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Chosen picture' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const RefusedType: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The file dialog's filter can be switched to "All files": the uploader checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInputIn(canvasElement),
      new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“invoice.pdf” is not a JPEG, PNG or WebP picture. Choose another one.',
    );
    await expect(canvas.getByRole('button', { name: /Choose a picture/ })).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 2 MB “invoice.pdf” is not a JPEG, PNG or WebP picture. Choose another one.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();

    // A good picture afterwards clears the message.
    await userEvent.upload(fileInputIn(canvasElement), await pngFile('eggs.png', '#c9772e'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const RefusedSize: Story = {
  args: { maxBytes: 200 * 1024 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const big = new File([new Uint8Array(300 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(fileInputIn(canvasElement), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“huge.png” is larger than 200 kB. Choose a smaller picture.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector('.fk-ImageUploader-zone') as HTMLElement;
    dragFiles(zone, [new File(['hello'], 'notes.txt', { type: 'text/plain' })], { drop: false });
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    zone.dispatchEvent(new DragEvent('dragleave', { bubbles: true, dataTransfer: new DataTransfer() }));
    dragFiles(zone, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await canvas.findByText(/“notes.txt” is not a JPEG, PNG or WebP picture/)).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();

    const file = await pngFile('tomatoes.png', '#d2352b');
    dragFiles(zone, [file]);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
    await expect(await canvas.findByRole('img', { name: 'Chosen picture' })).toBeVisible();
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

export const CurrentPicture: Story = {
  args: { currentImage: savedPicture, currentImageAlt: 'Tomatoes, the picture shoppers see' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Tomatoes, the picture shoppers see' })).toHaveAttribute(
      'src',
      savedPicture,
    );
    await userEvent.upload(fileInputIn(canvasElement), await pngFile('eggs.png', '#c9772e'));
    await expect(await canvas.findByRole('img', { name: 'Chosen picture' })).toBeVisible();
  },
};

/** Uploads as an app does: progress while it runs, then the saved picture or the server's refusal. */
function UploadFlow(props: ImageUploaderProps) {
  const [progress, setProgress] = useState<number>();
  return (
    <>
      <ImageUploader
        {...props}
        progress={progress}
        onSelect={(file) => {
          props.onSelect(file);
          setProgress(0);
        }}
      />
      {progress !== undefined && (
        <button type="button" onClick={() => setProgress((value) => Math.min(100, (value ?? 0) + 50))}>
          Advance upload
        </button>
      )}
    </>
  );
}

export const Uploading: Story = {
  render: (args) => <UploadFlow {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInputIn(canvasElement), await pngFile('eggs.png', '#c9772e'));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance upload' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', '50%');
    await expect(within(bar).getByText('50%')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    currentImage: savedPicture,
    errorMessage: 'The picture could not be saved. Try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The picture could not be saved. Try again.');
  },
};

export const Disabled: Story = {
  args: { currentImage: savedPicture, isDisabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: /Choose a picture/ })).toBeDisabled();
    const zone = canvasElement.querySelector('.fk-ImageUploader-zone') as HTMLElement;
    await expect(zone).toHaveAttribute('data-disabled');
    dragFiles(zone, [await pngFile('eggs.png', '#c9772e')]);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    label: undefined,
    acceptedFileTypes: ['image/*'],
    maxBytes: undefined,
    chooseLabel: 'Upload a photo',
    dropLabel: 'Drag your photo here, or',
    description: 'Square photos look best.',
    typeRefusedMessage: () => 'Only photos, please.',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Upload a photo' });
    await expect(button).toHaveAccessibleDescription('Square photos look best.');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInputIn(canvasElement), new File(['x'], 'a.txt', { type: 'text/plain' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only photos, please.');
  },
};

const states = {
  Empty: {},
  'Drag-over': {},
  'Current picture': { currentImage: savedPicture },
  'Chosen picture': { currentImage: savedPicture },
  Uploading: { currentImage: savedPicture, progress: 45 },
  Refused: { maxBytes: 200 * 1024 },
  'Server error': { currentImage: savedPicture, errorMessage: 'The picture could not be saved. Try again.' },
  Disabled: { currentImage: savedPicture, isDisabled: true },
  'No label, long file name': {
    label: undefined,
    maxBytes: 200 * 1024,
  },
} satisfies Record<string, Partial<ImageUploaderProps>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="22rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <ImageUploader {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    const cell = (name: string) => canvas.getByRole('figure', { name });
    const big = (name: string) => new File([new Uint8Array(300 * 1024)], name, { type: 'image/png' });
    await userEvent.upload(fileInputIn(cell('Refused')), big('harvest.png'));
    await userEvent.upload(
      fileInputIn(cell('No label, long file name')),
      big('photograph-of-the-north-field-after-the-march-harvest-taken-from-the-water-tower.png'),
    );
    await userEvent.upload(fileInputIn(cell('Chosen picture')), await pngFile('eggs.png', '#c9772e'));
    await within(cell('Chosen picture')).findByRole('img', { name: 'Chosen picture' });
    // Uploading leaves the pointer over that zone: move it off, so no cell shows a hover by chance.
    await userEvent.unhover(cell('Chosen picture').querySelector('.fk-ImageUploader-zone') as HTMLElement);
    const dragOver = cell('Drag-over').querySelector('.fk-ImageUploader-zone') as HTMLElement;
    dragFiles(dragOver, [await pngFile('eggs.png', '#c9772e')], { drop: false });
    await waitFor(() => expect(dragOver).toHaveAttribute('data-drop-target'));
  },
};
