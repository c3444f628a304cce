import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { EMAIL_CODE_LENGTH } from '@revy/shared';

type Props = {
  /** The digits typed so far; a space marks an empty box in the middle. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  label?: string;
};

const toBoxes = (value: string, length: number) =>
  Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
const fromBoxes = (boxes: string[]) =>
  boxes
    .map((d) => d || ' ')
    .join('')
    .trimEnd();

/** Whether a value from OtpInput holds a full code. */
export const isCompleteCode = (value: string, length = EMAIL_CODE_LENGTH) => new RegExp(`^\\d{${length}}$`).test(value);

/**
 * A one-time code in separate boxes. Typing moves forward, Backspace moves back, and pasting
 * (or the phone's code autofill, which types the whole code into one box) spreads the digits
 * across the boxes from the one that has focus, or from the first when a full code arrives.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = EMAIL_CODE_LENGTH,
  disabled,
  invalid,
  autoFocus,
  label = 'Verification code',
}: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);

  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  function emit(next: string[]) {
    const v = fromBoxes(next);
    onChange(v);
    if (isCompleteCode(v, length)) onComplete?.(v);
  }

  /** Writes `digits` starting at box `start`; a whole code always starts at the first box. */
  function fill(start: number, digits: string) {
    const from = digits.length >= length ? 0 : start;
    const next = [...boxes];
    for (let k = 0; k < digits.length && from + k < length; k++) next[from + k] = digits[k]!;
    emit(next);
    focus(Math.min(from + digits.length, length - 1));
  }

  function onInput(i: number, raw: string) {
    let digits = raw.replace(/\D/g, '');
    // A whole code autofilled into a box that already held a digit: keep the code.
    if (digits.length > length) digits = digits.slice(-length);
    if (!digits) {
      const next = [...boxes];
      next[i] = '';
      return emit(next);
    }
    // The browser keeps the old digit too when typing over a filled box; the new one is last.
    fill(i, digits.length === 2 && boxes[i] ? digits.replace(boxes[i]!, '') || digits[1]! : digits);
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !boxes[i] && i > 0) {
      e.preventDefault();
      const next = [...boxes];
      next[i - 1] = '';
      emit(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    e.preventDefault();
    if (digits) fill(i, digits);
  }

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2 sm:gap-3">
      {boxes.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          // Only the first box takes focus on load; the rest follow as digits arrive.
          autoFocus={autoFocus && i === 0}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          className={`h-14 w-full min-w-0 max-w-14 rounded-xl border bg-white text-center text-2xl font-semibold text-ink tabular-nums shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:opacity-60 ${
            invalid ? 'border-danger' : digit ? 'border-primary/50' : 'border-line'
          }`}
        />
      ))}
    </div>
  );
}
