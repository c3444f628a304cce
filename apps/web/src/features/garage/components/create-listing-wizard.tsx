import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canEditListing, ROUTES, type Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { ensureIdentity } from '../../auth';
import { listingQuery, useCreateListing, useUpdateListing } from '../../listings';
import { errorMessage } from '../../../lib/form-errors';
import { VehiclePickers, VinDecoder } from '../../vehicles';
import {
  applyVinEquipment,
  EMPTY_LISTING_FORM,
  listingToForm,
  serverFormErrors,
  toListingInput,
  validateListingForm,
  vinFeaturesToAdd,
  type ListingFormErrors,
  type ListingFormKey,
  type ListingFormValues,
} from '../lib/listing-form';
import {
  ConditionFields,
  EquipmentFields,
  LocationPriceFields,
  VehicleFields,
  type SectionProps,
} from './listing-form-sections';
import { WizardProgress } from './wizard-progress';

type Step = { title: string; lead: string; fields: readonly ListingFormKey[]; required: readonly ListingFormKey[] };

/** The steps, in order. Each Next validates the step's fields and saves the draft. */
export const WIZARD_STEPS: readonly Step[] = [
  {
    title: 'Your car',
    lead: 'Start with the VIN and we fill in the rest, or pick the year, make and model.',
    fields: [
      'vinValue',
      'year',
      'make',
      'model',
      'trim',
      'bodyType',
      'engine',
      'drivetrain',
      'fuelType',
      'transmission',
    ],
    required: ['year', 'make', 'model'],
  },
  {
    title: 'Condition',
    lead: 'Honest details bring serious buyers and fewer questions.',
    fields: ['mileage', 'condition', 'exteriorColor', 'interiorColor', 'titleStatus'],
    required: ['mileage'],
  },
  {
    title: 'Features',
    lead: 'What makes your car nicer to own than the next one.',
    fields: ['equipment'],
    required: [],
  },
  {
    title: 'Location and price',
    lead: 'Buyers search near them, so the ZIP matters. You can change the price any time.',
    fields: ['zip', 'city', 'state', 'price', 'description'],
    required: ['zip', 'price'],
  },
];

const REQUIRED_MESSAGE: Partial<Record<ListingFormKey, string>> = {
  year: 'Enter the year',
  make: 'Enter the make',
  model: 'Enter the model',
  mileage: 'Enter the mileage',
  zip: 'Enter the ZIP code',
  price: 'Enter your asking price',
};

function stepErrors(values: ListingFormValues, step: Step): ListingFormErrors {
  const errors = validateListingForm(values, step.fields);
  for (const k of step.required) if (!String(values[k]).trim()) errors[k] ??= REQUIRED_MESSAGE[k] ?? 'Required';
  return errors;
}

/**
 * /my-garage/create and /onboarding: a multi-step form. The draft is saved on every Next (POST
 * the first time, after making an anonymous identity if needed; PATCH after), and the last step
 * goes on to the photos. The address carries `?draft={id}&step={n}` once saved, so a reload or
 * a shared tab picks up the same draft instead of starting a second one.
 */
export function CreateListingWizard({ heading = 'Sell your car' }: { heading?: string }) {
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const user = useQuery({ ...currentUserQuery(), enabled: !!draftId });
  const draft = useQuery({ ...listingQuery(draftId ?? ''), enabled: !!draftId, retry: false });
  if (draftId && (draft.isPending || user.isPending)) {
    return (
      <div className="flex justify-center py-24 text-primary">
        <Spinner size={32} label="Loading your draft" />
      </div>
    );
  }
  // Only a draft this visitor may edit is picked up; anything else starts afresh.
  const usable = draft.data && canEditListing(user.data, draft.data) ? draft.data : null;
  const step = Number(params.get('step') ?? 0);
  return (
    <WizardForm
      key="wizard"
      heading={heading}
      initial={usable}
      initialStep={usable && step >= 0 && step < WIZARD_STEPS.length ? step : 0}
    />
  );
}

function WizardForm({
  heading,
  initial,
  initialStep,
}: {
  heading: string;
  initial: Listing | null;
  initialStep: number;
}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const create = useCreateListing();
  const update = useUpdateListing();
  const [step, setStepState] = useState(initialStep);
  const [values, setValues] = useState<ListingFormValues>(() =>
    initial ? listingToForm(initial) : EMPTY_LISTING_FORM,
  );
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [listingId, setListingId] = useState<string | null>(initial?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [mode, setMode] = useState<'vin' | 'pick'>('vin');
  /** How many chips the last VIN decode ticked, for the note on the Features step. */
  const [fromVin, setFromVin] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(true);

  /** Moves to step `n` and records it (with the draft) in the address, without a history entry. */
  const setStep = (n: number, id = listingId) => {
    setStepState(n);
    if (id) setParams({ draft: id, step: String(n) }, { replace: true });
  };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const set: SectionProps['set'] = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] || e.form ? { ...e, [key]: undefined, form: undefined } : e));
  };

  const current = WIZARD_STEPS[step]!;
  const last = step === WIZARD_STEPS.length - 1;

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = stepErrors(values, current);
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems);
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      const input = toListingInput(values);
      let id = listingId;
      if (!id) {
        await ensureIdentity(qc);
        const listing = await create.mutateAsync(input);
        id = listing.id;
        setListingId(id);
      } else {
        await update.mutateAsync({ id, input });
      }
      setSavedAt(new Date());
      if (last) navigate(`${ROUTES.myGarageListing(id)}/photos`);
      else setStep(step + 1, id);
    } catch (err) {
      const fields = serverFormErrors(isApiError(err) ? err.fields : undefined);
      // A field of an earlier step: go back there so the seller sees it.
      const at = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => fields[f]));
      if (at >= 0 && at !== step) setStep(at);
      setErrors({
        ...fields,
        form: Object.keys(fields).length ? 'Some details need a fix before we can save.' : errorMessage(err),
      });
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  const props: SectionProps = { values, errors, set };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{heading}</p>
      <div className="mt-4">
        <WizardProgress steps={WIZARD_STEPS} current={step} />
      </div>
      <Card className="mt-6 p-5 sm:p-8">
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
          <div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl"
            >
              {current.title}
            </h1>
            <p className="mt-2 text-muted">{current.lead}</p>
          </div>

          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

          {step === 0 ? (
            <>
              <div
                role="radiogroup"
                aria-label="How to describe your car"
                className="grid grid-cols-2 gap-1 rounded-xl bg-canvas p-1 ring-1 ring-line"
              >
                {(
                  [
                    ['vin', 'I have the VIN'],
                    ['pick', 'Pick year, make, model'],
                  ] as const
                ).map(([m, label]) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={mode === m}
                    onClick={() => setMode(m)}
                    className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${mode === m ? 'bg-white text-primary shadow-sm' : 'text-muted hover:text-ink'}`}
                  >
                    {label}
                  </button>
                ))}
              </div>
              {mode === 'vin' ? (
                <VinDecoder
                  value={values.vinValue}
                  error={errors.vinValue}
                  onChange={(vin) => set('vinValue', vin)}
                  onDecoded={(equipment) => {
                    setFromVin(vinFeaturesToAdd(values.equipment, equipment).length);
                    setValues((v) => applyVinEquipment(v, equipment));
                    setErrors({});
                  }}
                />
              ) : (
                <VehiclePickers
                  value={{ year: values.year, make: values.make, model: values.model, trim: values.trim }}
                  errors={errors}
                  onChange={(p) => {
                    setValues((v) => ({ ...v, ...p }));
                    setErrors({});
                  }}
                />
              )}
              <div className="border-t border-line pt-6">
                <h2 className="mb-4 text-base font-semibold text-ink">
                  {mode === 'vin' ? 'Vehicle details' : 'More about it'}
                </h2>
                <VehicleFields {...props} identity={mode === 'vin'} />
              </div>
            </>
          ) : null}
          {step === 1 ? <ConditionFields {...props} /> : null}
          {step === 2 ? <EquipmentFields {...props} fromVin={fromVin} /> : null}
          {step === 3 ? <LocationPriceFields {...props} listingId={listingId} /> : null}

          <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              {step > 0 ? (
                <Button type="button" variant="secondary" onClick={() => setStep(step - 1)} disabled={saving}>
                  Back
                </Button>
              ) : null}
              <p className="text-sm text-muted" role="status">
                {saving ? 'Saving your draft…' : savedAt ? 'Draft saved' : 'No account needed to start'}
              </p>
            </div>
            <Button type="submit" size="lg" loading={saving}>
              {last ? 'Save and add photos' : 'Next'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
