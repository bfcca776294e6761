import { passwordResetMachine } from '@farmkit/flows';
import { createActorContext } from '@xstate/react';

/** The one reset flow shared by the four /changepassword pages; its provider lives in their layout. */
export const PasswordResetFlow = createActorContext(passwordResetMachine);
