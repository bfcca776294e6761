import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { Modal } from '@farmkit/ui/modal';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useDeleteProfilePicture, useUpdateProfile } from '../../api/profile';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';
import { profilePhotoProblem } from './profilePhotoRules';

interface ProfilePhotoEditorProps {
  hasPhoto: boolean;
  /** A local preview of the photo being uploaded, or null once the upload settled. */
  onPreview: (url: string | null) => void;
}

/**
 * 'Edit photo': a modal to upload a new photo (the modal closes, the photo shows at once and uploads) or
 * to delete the current one after a confirmation (the spec's Delete began account deletion, a defect:
 * docs/spec-decisions.md#profile-photo-delete).
 */
export function ProfilePhotoEditor({ hasPhoto, onPreview }: ProfilePhotoEditorProps) {
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateProfile();
  const removePhoto = useDeleteProfilePicture();
  const toast = useToast();
  const showError = useErrorToast();

  function upload(files: FileList | null) {
    const file = files?.[0];
    if (file === undefined) return;
    setEditing(false);
    const problem = profilePhotoProblem(file);
    if (problem !== null) {
      toast.error(problem);
      return;
    }
    const preview = URL.createObjectURL(file);
    onPreview(preview);
    update.mutate(
      { profilePicture: file },
      {
        onSuccess: () => toast.success('Your profile photo was updated.'),
        onError: showError,
        onSettled: () => {
          onPreview(null);
          URL.revokeObjectURL(preview);
        },
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setEditing(true)} isDisabled={update.isPending}>
        Edit photo
      </Button>
      <Modal
        isOpen={isEditing}
        onOpenChange={setEditing}
        title="Profile photo"
        actions={
          <>
            {hasPhoto && (
              <Button
                variant="secondary"
                onPress={() => {
                  setEditing(false);
                  setConfirmingDelete(true);
                }}
              >
                Delete
              </Button>
            )}
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={upload}>
              <Button>Upload New</Button>
            </FileTrigger>
          </>
        }
      >
        <p>Choose a JPEG, PNG, WebP or GIF image of up to 2 MB.</p>
      </Modal>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete your profile photo?"
        message="Your photo will be removed from your account."
        confirmLabel="Delete"
        tone="danger"
        isPending={removePhoto.isPending}
        onConfirm={() =>
          removePhoto.mutate(undefined, {
            onSuccess: () => {
              setConfirmingDelete(false);
              toast.success('Your profile photo was deleted.');
            },
            onError: showError,
          })
        }
      />
    </>
  );
}
