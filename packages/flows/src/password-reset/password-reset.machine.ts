import { OTP_LENGTH, RESEND_COOLDOWN_MS } from '@farmkit/contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isCompleteCode, normalizeCode } from '../shared/code';
import { type CooldownTickEvent, cooldownSeconds } from '../shared/cooldown.machine';
import { toErrorMessage } from '../shared/messages';
import { type ResendCooldownContext, resendCooldown } from '../shared/resend-cooldown';

export interface PasswordResetInput {
  /** Prefills the e-mail (for example from the login form). */
  email?: string;
  codeLength?: number;
  resendCooldownMs?: number;
}

export interface PasswordResetContext extends ResendCooldownContext {
  email: string;
  codeLength: number;
  /** The verified code, sent again with the new password. */
  code: string;
  error: string | null;
  notice: 'resent' | null;
}

export type PasswordResetEvent =
  | { type: 'user.submitEmail'; email: string }
  | { type: 'user.submitCode'; code: string }
  | { type: 'user.resend' }
  | { type: 'user.back' }
  | { type: 'user.submitPassword'; password: string }
  | CooldownTickEvent;

export interface PasswordResetOutput {
  /** The account whose password changed, to prefill the login form. */
  email: string;
}

export interface RequestResetInput {
  email: string;
}

export interface VerifyResetCodeInput {
  email: string;
  code: string;
}

export interface ConfirmResetInput {
  email: string;
  code: string;
  password: string;
}

const cooldown = resendCooldown<PasswordResetContext, PasswordResetEvent>();

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    output: {} as PasswordResetOutput,
  },
  actors: {
    ...cooldown.actors,
    requestReset: fromPromise<void, RequestResetInput>(async () => {
      throw new Error('provide requestReset');
    }),
    verifyResetCode: fromPromise<void, VerifyResetCodeInput>(async () => {
      throw new Error('provide verifyResetCode');
    }),
    confirmReset: fromPromise<void, ConfirmResetInput>(async () => {
      throw new Error('provide confirmReset');
    }),
  },
  guards: {
    ...cooldown.guards,
    codeComplete: ({ context, event }) =>
      event.type === 'user.submitCode' && isCompleteCode(event.code, context.codeLength),
  },
  actions: {
    ...cooldown.actions,
    rememberEmail: assign({
      email: ({ context, event }) => (event.type === 'user.submitEmail' ? event.email.trim() : context.email),
    }),
    rememberCode: assign({
      code: ({ context, event }) =>
        event.type === 'user.submitCode' ? normalizeCode(event.code, context.codeLength) : context.code,
    }),
    clearMessages: assign({ error: null, notice: null }),
    forgetCode: assign({ code: '' }),
    showError: assign({ error: (_, params: { error: unknown }) => toErrorMessage(params.error) }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => {
    const seconds = cooldownSeconds(input.resendCooldownMs ?? RESEND_COOLDOWN_MS);
    return {
      email: input.email ?? '',
      codeLength: input.codeLength ?? OTP_LENGTH,
      cooldownSeconds: seconds,
      code: '',
      secondsLeft: seconds,
      error: null,
      notice: null,
    };
  },
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        'user.submitEmail': { target: 'sendingCode', actions: 'rememberEmail' },
      },
    },
    sendingCode: {
      entry: 'clearMessages',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'confirmingCode' },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // A code has been sent: the resend countdown runs while the user is here; the resend success
    // re-enters this state, which starts a fresh countdown.
    confirmingCode: {
      ...cooldown.runningState,
      initial: 'enteringCode',
      states: {
        enteringCode: {
          on: {
            'user.submitCode': { guard: 'codeComplete', target: 'verifyingCode', actions: 'rememberCode' },
            'user.resend': { guard: 'resendAvailable', target: 'resendingCode' },
            'user.back': {
              target: '#passwordReset.enteringEmail',
              actions: ['clearMessages', 'forgetCode'],
            },
          },
        },
        verifyingCode: {
          entry: 'clearMessages',
          invoke: {
            id: 'verifyResetCode',
            src: 'verifyResetCode',
            input: ({ context }) => ({ email: context.email, code: context.code }),
            onDone: { target: '#passwordReset.enteringPassword' },
            onError: {
              target: 'enteringCode',
              actions: ['forgetCode', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        resendingCode: {
          entry: 'clearMessages',
          // Resending is asking for a reset again: same call, same server-side rate limit.
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#passwordReset.confirmingCode',
              reenter: true,
              actions: assign({ notice: 'resent' }),
            },
            onError: {
              target: 'enteringCode',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    enteringPassword: {
      on: {
        'user.submitPassword': { target: 'savingPassword' },
      },
    },
    savingPassword: {
      entry: 'clearMessages',
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        // The password goes straight from the event to the call: it is never kept in the context, so
        // it cannot leak through a persisted or inspected snapshot.
        input: ({ context, event }) => {
          assertEvent(event, 'user.submitPassword');
          return { email: context.email, code: context.code, password: event.password };
        },
        onDone: { target: 'done' },
        onError: {
          target: 'enteringPassword',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email }),
});
