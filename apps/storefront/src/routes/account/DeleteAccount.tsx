import { accountDeletionMachine } from '@farmkit/flows';
import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { Modal } from '@farmkit/ui/modal';
import { TextField } from '@farmkit/ui/text-field';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { withReadableErrors } from '../../api/errorNotice';
import { deleteAccount } from '../../api/profile';
import { useForgetSession } from '../../api/useSignOut';
import { paths } from '../../paths';
import { useAccount } from './useAccount';
import './DeleteAccount.css';

const deletion = accountDeletionMachine.provide({
  actors: { deleteAccount: fromPromise(withReadableErrors(deleteAccount)) },
});

/** 'Delete account', run by `accountDeletionMachine`: a warning, the name to type, the call, a farewell. */
export function DeleteAccount() {
  const { name } = useAccount();
  const [snapshot, send] = useMachine(deletion, { input: { accountName: name } });
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const isDeleting = snapshot.matches('deleting');

  function leave() {
    forgetSession();
    void navigate(paths.landing, { replace: true });
  }

  return (
    <>
      <p className="delete-account-start">
        <Button variant="danger" onPress={() => send({ type: 'user.start' })}>
          Delete account
        </Button>
      </p>
      <ConfirmDialog
        isOpen={snapshot.matches('warning')}
        onOpenChange={(isOpen) => isOpen || send({ type: 'user.cancel' })}
        title="Delete your account?"
        message="Your profile, saved details and sign-in will be removed for good. The farm keeps the record of your orders, with no name or contact once each is delivered or cancelled."
        confirmLabel="Continue"
        tone="danger"
        onConfirm={() => send({ type: 'user.continue' })}
      />
      <Modal
        isOpen={snapshot.matches('confirmingName') || isDeleting}
        onOpenChange={(isOpen) => isOpen || send({ type: 'user.cancel' })}
        title="Confirm your name"
        tone="danger"
        isDismissable={!isDeleting}
        actions={
          <>
            <Button variant="secondary" isDisabled={isDeleting} onPress={() => send({ type: 'user.cancel' })}>
              Cancel
            </Button>
            <Button variant="danger" isPending={isDeleting} onPress={() => send({ type: 'user.confirm' })}>
              Delete my account
            </Button>
          </>
        }
      >
        <TextField
          label={`Type your full name, ${name}, to confirm`}
          value={snapshot.context.typedName}
          onChange={(typed) => send({ type: 'user.changeName', name: typed })}
          isInvalid={snapshot.context.error !== null}
          errorMessage={snapshot.context.error ?? undefined}
          autoComplete="off"
        />
      </Modal>
      <Modal
        isOpen={snapshot.matches('deleted')}
        onOpenChange={(isOpen) => isOpen || leave()}
        title="Your account has been deleted"
        showCloseButton={false}
        actions={<Button slot="close">Close</Button>}
      >
        <p>Thank you for shopping with us. You are now signed out.</p>
      </Modal>
    </>
  );
}
