import type { passwordResetMachine } from '@farmkit/flows';
import type { SnapshotFrom } from 'xstate';
import type { paths } from '../../../paths';

export type ResetStep = keyof typeof paths.reset;

/** The page that shows each state of the reset flow: a state in progress stays on the page that started it. */
export function resetStep(snapshot: SnapshotFrom<typeof passwordResetMachine>): ResetStep {
  if (snapshot.matches('confirmingCode')) return 'code';
  if (snapshot.matches('enteringPassword') || snapshot.matches('savingPassword')) return 'newPassword';
  if (snapshot.matches('done')) return 'success';
  return 'email';
}
