import { OTP_LENGTH } from '@farmkit/contract';
import { formatCountdown } from '@farmkit/flows';
import { Button } from '@farmkit/ui/button';
import { OtpInput } from '@farmkit/ui/otp-input';
import './CodeEntry.css';

interface CodeEntryProps {
  code: string;
  onChange: (code: string) => void;
  /** Verify the code: the Verify button, or the last box filled. */
  onSubmit: (code: string) => void;
  error: string | null;
  /** Seconds until another code may be asked for (the server's rule). */
  secondsLeft: number;
  onResend: () => void;
  isResending: boolean;
}

/** The six code boxes, 'Verify', and 'Resend code' held back by its m:ss countdown. */
export function CodeEntry({
  code,
  onChange,
  onSubmit,
  error,
  secondsLeft,
  onResend,
  isResending,
}: CodeEntryProps) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
      }}
    >
      <OtpInput
        label="Verification code"
        length={OTP_LENGTH}
        value={code}
        onChange={onChange}
        onComplete={onSubmit}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <Button type="submit" isDisabled={code.length < OTP_LENGTH}>
        Verify
      </Button>
      <p className="code-entry-resend">
        Didn't get the code?
        {/* The countdown sits in the button: it is disabled meanwhile, so no focus hears it tick. Its digits
            (tabular, so the width holds) change with time: screenshots mask them. */}
        <Button variant="secondary" isDisabled={secondsLeft > 0 || isResending} onPress={onResend}>
          {secondsLeft > 0 ? (
            <span>
              Resend code in{' '}
              <span className="code-entry-countdown" data-screenshot-mask>
                {formatCountdown(secondsLeft)}
              </span>
            </span>
          ) : (
            'Resend code'
          )}
        </Button>
      </p>
    </form>
  );
}
