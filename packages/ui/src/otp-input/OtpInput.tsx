import { FieldErrorText } from '@farmkit/ui/field';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Group, Input } from 'react-aria-components';
import { applyPaste, sanitizeCode } from './otpCode.js';
import '../theme.css';
import './OtpInput.css';

export interface OtpInputProps {
  /** The code typed so far: digits only, filled from the first box, no gaps. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit, with the whole code. */
  onComplete?: (code: string) => void;
  /** The number of boxes. */
  length?: number;
  /** The name of the group of boxes. */
  label?: string;
  /** The name of one box, from 1. */
  digitLabel?: (position: number, length: number) => string;
  /** Submits the code with a native form under this name. */
  name?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Shown, and announced with every box, while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Focuses the first box when shown: the code is the only thing to enter on the page. */
  autoFocus?: boolean;
}

const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/**
 * One box per digit of a one-time code. Typing moves to the next box, Backspace on an empty box goes
 * back and clears it, arrows, Home and End move between boxes, and a paste (or the phone's code
 * auto-fill) spreads its digits over the boxes from the one it lands in.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'Verification code',
  digitLabel = defaultDigitLabel,
  name,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  autoFocus = false,
}: OtpInputProps) {
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The code a focus move was made for: the `value` prop still holds the previous one until the parent
  // re-renders, and the focus handler must not send the focus back for being past the filled boxes.
  const codeForNextFocus = useRef<string | null>(null);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number, code = value) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    if (!box) return;
    if (box === box.ownerDocument.activeElement) {
      box.select();
      return;
    }
    codeForNextFocus.current = code;
    box.focus();
  };

  const update = (code: string, focusIndex: number) => {
    if (code !== value) {
      onChange(code);
      if (code.length === length) onComplete?.(code);
    }
    focusBox(focusIndex, code);
  };

  /** Writes `text` from box `index` on, then focuses the box after the last digit written. */
  const enter = (index: number, text: string) => {
    const digits = sanitizeCode(text);
    if (!digits) return;
    const start = Math.min(index, value.length);
    update(applyPaste(value, index, digits, length), start + digits.length);
  };

  const handleFocus = (index: number, input: HTMLInputElement) => {
    const code = codeForNextFocus.current ?? value;
    codeForNextFocus.current = null;
    // Boxes fill without gaps: focus landing past the first empty box goes to that box.
    const firstEmpty = Math.min(code.length, length - 1);
    if (index > firstEmpty) focusBox(firstEmpty, code);
    else input.select();
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text === '') {
      update(value.slice(0, index) + value.slice(index + 1), index);
      return;
    }
    // A digit typed beside the box's digit, rather than over it, replaces it.
    const previous = value[index];
    const digits = sanitizeCode(text);
    enter(index, previous && digits.length === 2 ? digits.replace(previous, '') : digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace' && value[index] === undefined && index > 0) {
      event.preventDefault();
      update(value.slice(0, index - 1) + value.slice(index), index - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  };

  return (
    <div
      className="fk-Field fk-OtpInput"
      style={{ '--fk-otp-length': length } as CSSProperties}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className="fk-Field-label">
        {label}
      </span>
      <Group
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        className="fk-OtpInput-boxes"
      >
        {Array.from({ length }, (_, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position in the code.
            key={index}
            ref={(input) => {
              boxes.current[index] = input;
            }}
            className="fk-Field-control fk-OtpInput-box"
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid && errorMessage != null ? errorId : undefined}
            value={value[index] ?? ''}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            disabled={isDisabled}
            onFocus={(event) => handleFocus(index, event.currentTarget)}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </Group>
      {name && <input type="hidden" name={name} value={value} />}
      {isInvalid && errorMessage != null && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
    </div>
  );
}
