import { OTP_LENGTH, RESEND_COOLDOWN_MS } from '@farmkit/contract';
import { assign, fromPromise, setup } from 'xstate';
import { isCompleteCode, normalizeCode } from '../shared/code';
import { type CooldownTickEvent, cooldownSeconds } from '../shared/cooldown.machine';
import { toErrorMessage } from '../shared/messages';
import { type ResendCooldownContext, resendCooldown } from '../shared/resend-cooldown';

export interface SignupVerificationInput {
  email: string;
  /** Number of code boxes; 6 unless the server says otherwise. */
  codeLength?: number;
  /** Time before a new code may be requested; 60 000 ms as the server enforces. */
  resendCooldownMs?: number;
}

export interface SignupVerificationContext extends ResendCooldownContext {
  email: string;
  codeLength: number;
  /** Digits typed so far, at most `codeLength`. */
  code: string;
  /** The failed actor's message, shown until the user types or tries again. */
  error: string | null;
  /** Set after a successful resend, so the UI can confirm it ('otp resent'). */
  notice: 'resent' | null;
  /** What `verifyCode` resolved with (the app's session); the machine's output. */
  session: unknown;
}

export type SignupVerificationEvent =
  | { type: 'user.changeCode'; code: string }
  | { type: 'user.submit' }
  | { type: 'user.resend' }
  | CooldownTickEvent;

/** Reached in `verified`: what `verifyCode` resolved with (typically the new session). */
export interface SignupVerificationOutput {
  session: unknown;
}

export interface VerifyCodeInput {
  email: string;
  code: string;
}

export interface ResendCodeInput {
  email: string;
}

const cooldown = resendCooldown<SignupVerificationContext, SignupVerificationEvent>();

export const signupVerificationMachine = setup({
  types: {
    context: {} as SignupVerificationContext,
    events: {} as SignupVerificationEvent,
    input: {} as SignupVerificationInput,
    output: {} as SignupVerificationOutput,
  },
  actors: {
    ...cooldown.actors,
    verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => {
      throw new Error('provide verifyCode');
    }),
    resendCode: fromPromise<void, ResendCodeInput>(async () => {
      throw new Error('provide resendCode');
    }),
  },
  guards: {
    ...cooldown.guards,
    codeComplete: ({ context }) => isCompleteCode(context.code, context.codeLength),
  },
  actions: {
    ...cooldown.actions,
    changeCode: assign(({ context, event }) =>
      event.type === 'user.changeCode'
        ? { code: normalizeCode(event.code, context.codeLength), error: null }
        : {},
    ),
    clearMessages: assign({ error: null, notice: null }),
    showError: assign({ error: (_, params: { error: unknown }) => toErrorMessage(params.error) }),
  },
}).createMachine({
  id: 'signupVerification',
  context: ({ input }) => {
    const codeLength = input.codeLength ?? OTP_LENGTH;
    const seconds = cooldownSeconds(input.resendCooldownMs ?? RESEND_COOLDOWN_MS);
    return {
      email: input.email,
      codeLength,
      cooldownSeconds: seconds,
      code: '',
      secondsLeft: seconds,
      error: null,
      notice: null,
      session: undefined,
    };
  },
  initial: 'awaitingCode',
  states: {
    // A code has been sent: the resend countdown runs while the user is here; the resend success
    // re-enters this state, which starts a fresh countdown.
    awaitingCode: {
      ...cooldown.runningState,
      initial: 'entering',
      states: {
        entering: {
          on: {
            'user.changeCode': { actions: 'changeCode' },
            'user.submit': { guard: 'codeComplete', target: 'verifying' },
            'user.resend': { guard: 'resendAvailable', target: 'resending' },
          },
        },
        verifying: {
          entry: 'clearMessages',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ email: context.email, code: context.code }),
            onDone: {
              target: '#signupVerification.verified',
              actions: assign({ session: ({ event }) => event.output }),
            },
            onError: {
              target: 'entering',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        resending: {
          entry: 'clearMessages',
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#signupVerification.awaitingCode',
              reenter: true,
              actions: assign({ notice: 'resent' }),
            },
            onError: {
              target: 'entering',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session }),
});
