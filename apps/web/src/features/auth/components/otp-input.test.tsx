import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpInput', () => {
  it('fills all six boxes from a pasted code and reports it complete', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(boxes()[2]!);
    await user.paste('Code: 123 456');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('offers a numeric keyboard and one-time-code autofill', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(boxes().every((b) => b.inputMode === 'numeric')).toBe(true);
    expect(boxes()[0]!.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves forward while typing and back on Backspace', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12a3');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(boxes()[2]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[2]);
  });
});
