import { z } from 'zod';

/**
 * Chat forms (decision 011, "Chat forms in the web app"): structured details a party shares in the
 * chat instead of free text. The form's `name` is the template key below and `data` its JSON.
 * No template asks for a phone number, email, address or payment details: scams start by moving
 * people off the platform (spec, scam lessons), and free-text fields refuse contact details.
 */

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// Seven or more digits, allowing spaces, dots, dashes and brackets between them.
const PHONE = /(?:\d[\s().-]*){7,}/;

/** Whether free text carries an email address or a phone number. */
export function hasContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text);
}

const CONTACT_MESSAGE = 'Leave out phone numbers and email addresses: keep talking here on Revy';

/** Optional free text: blank means absent; contact details are refused. */
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .refine((s) => !hasContactDetails(s), CONTACT_MESSAGE)
    .optional()
    .transform((s) => (s ? s : undefined));

export const PAYMENT_METHODS = ['cash', 'pre-approved-loan', 'need-financing'] as const;
export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;

/** The highest trade-in model year we accept: next year's models are on sale this year. */
const maxModelYear = () => new Date().getFullYear() + 1;

export const FinancingFormSchema = z
  .object({
    payment: z.enum(PAYMENT_METHODS, { error: 'Choose how you would pay' }),
    preApprovedAmount: z
      .number({ error: 'Enter a whole dollar amount' })
      .int('Use whole dollars')
      .min(1, 'Enter an amount above $0')
      .max(10_000_000, 'That amount is too large')
      .optional(),
    lender: note(100),
  })
  .strict();
export type FinancingForm = z.infer<typeof FinancingFormSchema>;

export const TradeInFormSchema = z
  .object({
    year: z
      .number({ error: 'Enter the model year' })
      .int('Enter a year like 2018')
      .min(1900, 'Enter a year from 1900 on')
      .refine((y) => y <= maxModelYear(), 'That year is in the future'),
    make: z.string({ error: 'Enter the make' }).trim().min(1, 'Enter the make').max(40, 'Keep it under 40 characters'),
    model: z
      .string({ error: 'Enter the model' })
      .trim()
      .min(1, 'Enter the model')
      .max(60, 'Keep it under 60 characters'),
    mileage: z
      .number({ error: 'Enter the mileage' })
      .int('Use whole miles')
      .min(0, 'Mileage cannot be negative')
      .max(2_000_000, 'That mileage is too high'),
    condition: z.enum(TRADE_IN_CONDITIONS, { error: 'Choose the condition' }),
    notes: note(500),
  })
  .strict();
export type TradeInForm = z.infer<typeof TradeInFormSchema>;

export const AvailabilityFormSchema = z
  .object({
    days: z
      .array(z.enum(WEEK_DAYS))
      .min(1, 'Pick at least one day')
      .refine((d) => new Set(d).size === d.length, 'Pick each day once'),
    timeOfDay: z.enum(TIMES_OF_DAY, { error: 'Choose a time of day' }),
    note: note(300),
  })
  .strict();
export type AvailabilityForm = z.infer<typeof AvailabilityFormSchema>;

type Option = { value: string; label: string };
const options = <T extends readonly string[]>(values: T, labels: Record<T[number], string>): Option[] =>
  values.map((value) => ({ value, label: labels[value as T[number]] }));

/** How a field is asked for and shown; `optional` fields may be left blank. */
export type ChatFormField =
  | { key: string; label: string; type: 'radio' | 'checkboxes'; options: Option[]; optional?: boolean; hint?: string }
  | {
      key: string;
      label: string;
      type: 'integer' | 'dollars' | 'text' | 'textarea';
      optional?: boolean;
      hint?: string;
    };

const TEMPLATES = {
  financing: {
    title: 'Financing',
    description: 'How you plan to pay for the car.',
    roles: ['buyer'],
    schema: FinancingFormSchema,
    fields: [
      {
        key: 'payment',
        label: 'How I would pay',
        type: 'radio',
        options: options(PAYMENT_METHODS, {
          cash: 'Cash',
          'pre-approved-loan': 'Pre-approved loan',
          'need-financing': 'I still need financing',
        }),
      },
      { key: 'preApprovedAmount', label: 'Amount pre-approved', type: 'dollars', optional: true },
      {
        key: 'lender',
        label: 'Lender',
        type: 'text',
        optional: true,
        hint: 'The bank or credit union, if you have one',
      },
    ],
  },
  'trade-in': {
    title: 'Trade-in',
    description: 'A car you would like to trade in.',
    roles: ['buyer'],
    schema: TradeInFormSchema,
    fields: [
      { key: 'year', label: 'Year', type: 'integer' },
      { key: 'make', label: 'Make', type: 'text' },
      { key: 'model', label: 'Model', type: 'text' },
      { key: 'mileage', label: 'Mileage', type: 'integer' },
      {
        key: 'condition',
        label: 'Condition',
        type: 'radio',
        options: options(TRADE_IN_CONDITIONS, { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' }),
      },
      { key: 'notes', label: 'Notes', type: 'textarea', optional: true },
    ],
  },
  availability: {
    title: 'Availability',
    description: 'When you are free to meet or talk.',
    roles: ['buyer', 'seller'],
    schema: AvailabilityFormSchema,
    fields: [
      {
        key: 'days',
        label: 'Days',
        type: 'checkboxes',
        options: options(WEEK_DAYS, {
          mon: 'Mon',
          tue: 'Tue',
          wed: 'Wed',
          thu: 'Thu',
          fri: 'Fri',
          sat: 'Sat',
          sun: 'Sun',
        }),
      },
      {
        key: 'timeOfDay',
        label: 'Time of day',
        type: 'radio',
        options: options(TIMES_OF_DAY, { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' }),
      },
      { key: 'note', label: 'Note', type: 'textarea', optional: true },
    ],
  },
} satisfies Record<
  string,
  { title: string; description: string; roles: ('buyer' | 'seller')[]; schema: z.ZodType; fields: ChatFormField[] }
>;

export type ChatFormName = keyof typeof TEMPLATES;
export const CHAT_FORM_NAMES = Object.keys(TEMPLATES) as ChatFormName[];
export type ChatFormTemplate = (typeof TEMPLATES)[ChatFormName];
export const CHAT_FORM_TEMPLATES: Readonly<
  Record<
    ChatFormName,
    {
      title: string;
      description: string;
      roles: readonly ('buyer' | 'seller')[];
      schema: z.ZodType;
      fields: readonly ChatFormField[];
    }
  >
> = TEMPLATES;

export function isChatFormName(name: string): name is ChatFormName {
  return Object.hasOwn(TEMPLATES, name);
}

/** The templates a participant may share: buyers all three, sellers availability only. */
export function chatFormsFor(role: 'buyer' | 'seller'): ChatFormName[] {
  return CHAT_FORM_NAMES.filter((n) => CHAT_FORM_TEMPLATES[n].roles.includes(role));
}

export type ParsedChatForm =
  | { name: 'financing'; fields: FinancingForm }
  | { name: 'trade-in'; fields: TradeInForm }
  | { name: 'availability'; fields: AvailabilityForm };

/** A stored form's typed fields, or null when the name is not a template or the data does not fit it. */
export function parseChatFormData(name: string, data: string): ParsedChatForm | null {
  if (!isChatFormName(name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = CHAT_FORM_TEMPLATES[name].schema.safeParse(json);
  return result.success ? ({ name, fields: result.data } as ParsedChatForm) : null;
}

/** A parsed form as label/value rows, in the template's order, blank optional fields left out. */
export function chatFormEntries(form: ParsedChatForm): Array<{ label: string; value: string }> {
  const values = form.fields as Record<string, unknown>;
  const out: Array<{ label: string; value: string }> = [];
  for (const field of CHAT_FORM_TEMPLATES[form.name].fields) {
    const v = values[field.key];
    if (v === undefined || v === null || v === '') continue;
    const label = (x: unknown) =>
      'options' in field ? (field.options.find((o) => o.value === x)?.label ?? String(x)) : String(x);
    let value: string;
    if (Array.isArray(v)) value = v.map(label).join(', ');
    else if (field.type === 'dollars') value = `$${Number(v).toLocaleString('en-US')}`;
    else if (field.key === 'mileage') value = `${Number(v).toLocaleString('en-US')} mi`;
    else value = label(v);
    out.push({ label: field.label, value });
  }
  return out;
}
