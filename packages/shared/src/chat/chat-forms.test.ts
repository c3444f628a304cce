import { describe, expect, it } from 'vitest';
import {
  CHAT_FORM_NAMES,
  CHAT_FORM_TEMPLATES,
  chatFormEntries,
  chatFormsFor,
  FinancingFormSchema,
  hasContactDetails,
  parseChatFormData,
  TradeInFormSchema,
} from './chat-forms';

describe('parseChatFormData', () => {
  it('returns typed financing fields', () => {
    const parsed = parseChatFormData(
      'financing',
      JSON.stringify({ payment: 'pre-approved-loan', preApprovedAmount: 18000, lender: 'Bay Credit Union' }),
    );
    expect(parsed).toEqual({
      name: 'financing',
      fields: { payment: 'pre-approved-loan', preApprovedAmount: 18000, lender: 'Bay Credit Union' },
    });
  });

  it('returns null for an unknown template, bad JSON or data that does not fit', () => {
    expect(parseChatFormData('credit-card', '{}')).toBeNull();
    expect(parseChatFormData('toString', '{}')).toBeNull();
    expect(parseChatFormData('financing', '{not json')).toBeNull();
    expect(parseChatFormData('financing', JSON.stringify({ payment: 'bitcoin' }))).toBeNull();
    expect(parseChatFormData('availability', JSON.stringify({ days: [], timeOfDay: 'morning' }))).toBeNull();
  });

  it('drops blank optional text', () => {
    expect(
      parseChatFormData('availability', JSON.stringify({ days: ['sat'], timeOfDay: 'morning', note: '  ' }))?.fields,
    ).toEqual({ days: ['sat'], timeOfDay: 'morning' });
  });
});

describe('chat form schemas', () => {
  it('wants whole dollars and a known payment method', () => {
    expect(FinancingFormSchema.safeParse({ payment: 'cash' }).success).toBe(true);
    expect(FinancingFormSchema.safeParse({ payment: 'cash', preApprovedAmount: 10.5 }).success).toBe(false);
    expect(FinancingFormSchema.safeParse({ payment: 'wire' }).success).toBe(false);
  });

  it('checks a trade-in year, mileage and condition', () => {
    const ok = { year: 2016, make: 'Toyota', model: 'Corolla', mileage: 92000, condition: 'good' };
    expect(TradeInFormSchema.safeParse(ok).success).toBe(true);
    expect(TradeInFormSchema.safeParse({ ...ok, year: new Date().getFullYear() + 3 }).success).toBe(false);
    expect(TradeInFormSchema.safeParse({ ...ok, mileage: -1 }).success).toBe(false);
    expect(TradeInFormSchema.safeParse({ ...ok, condition: 'mint' }).success).toBe(false);
  });

  it('refuses phone numbers and emails in free text', () => {
    expect(hasContactDetails('text me at 415-555-0134')).toBe(true);
    expect(hasContactDetails('mail bob@example.com')).toBe(true);
    expect(hasContactDetails('after 5pm, 2 kids in tow')).toBe(false);
    const r = FinancingFormSchema.safeParse({ payment: 'cash', lender: 'call (415) 555 0134' });
    expect(r.success).toBe(false);
  });

  it('never asks for contact or payment details', () => {
    const asked = CHAT_FORM_NAMES.flatMap((n) => CHAT_FORM_TEMPLATES[n].fields.map((f) => `${f.key} ${f.label}`));
    for (const text of asked) expect(text).not.toMatch(/phone|e-?mail|address|card|account|routing|iban|ssn|password/i);
  });
});

describe('chatFormsFor', () => {
  it('offers sellers availability only', () => {
    expect(chatFormsFor('buyer')).toEqual(['financing', 'trade-in', 'availability']);
    expect(chatFormsFor('seller')).toEqual(['availability']);
  });
});

describe('chatFormEntries', () => {
  it('labels values in template order and leaves out blanks', () => {
    const form = parseChatFormData(
      'trade-in',
      JSON.stringify({ year: 2016, make: 'Toyota', model: 'Corolla', mileage: 92000, condition: 'fair' }),
    )!;
    expect(chatFormEntries(form)).toEqual([
      { label: 'Year', value: '2016' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'Corolla' },
      { label: 'Mileage', value: '92,000 mi' },
      { label: 'Condition', value: 'Fair' },
    ]);
    const fin = parseChatFormData(
      'financing',
      JSON.stringify({ payment: 'pre-approved-loan', preApprovedAmount: 18000 }),
    )!;
    expect(chatFormEntries(fin)).toEqual([
      { label: 'How I would pay', value: 'Pre-approved loan' },
      { label: 'Amount pre-approved', value: '$18,000' },
    ]);
    const av = parseChatFormData('availability', JSON.stringify({ days: ['sat', 'sun'], timeOfDay: 'evening' }))!;
    expect(chatFormEntries(av)[0]).toEqual({ label: 'Days', value: 'Sat, Sun' });
  });
});
