import { useRef, useState, type FormEvent } from 'react';
import type { Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { GeneratedTextFields, WriterPanel, textsInput, validateTexts } from '../../listing-writer';
import { VinDecoder } from '../../vehicles';
import { etagFor } from '../../../lib/etags';
import { sellerApiPaths } from '../../../lib/paths';
import { fetchListing, useUpdateListing } from '../../listings';
import { EditConflictDialog } from './edit-conflict-dialog';
import {
  applyVinEquipment,
  listingToForm,
  sameForm,
  serverFormErrors,
  toListingInput,
  validateListingForm,
  vinFeaturesToAdd,
  type ListingFormErrors,
  type ListingFormValues,
} from '../lib/listing-form';
import {
  ConditionFields,
  EquipmentFields,
  FormSection,
  LocationPriceFields,
  VehicleFields,
  type SectionProps,
} from './listing-form-sections';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { BottomBar } from '../../../components/ui/bottom-bar';

/**
 * /my-garage/{id}/edit: every field of the wizard in one form, saved with PATCH. The server's
 * field problems land on their inputs; leaving with unsaved changes asks first.
 */
export function ListingEdit({ listing }: { listing: Listing }) {
  const update = useUpdateListing();
  const [saved, setSaved] = useState<ListingFormValues>(() => listingToForm(listing));
  const [values, setValues] = useState<ListingFormValues>(saved);
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [justSaved, setJustSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameForm(values, saved);
  // The version this form started from; a save from a stale one is 409 (decision 019).
  const path = sellerApiPaths.listing.byId(listing.id);
  const version = useRef(etagFor(path));
  const [conflict, setConflict] = useState<{ theirs: ListingFormValues } | null>(null);
  /** How many chips the last VIN decode ticked; the note goes once the form is saved or discarded. */
  const [fromVin, setFromVin] = useState(0);

  const set: SectionProps['set'] = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] || e.form ? { ...e, [key]: undefined, form: undefined } : e));
    setJustSaved(false);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = (input: ListingFormValues) =>
    update.mutate(
      { id: listing.id, input: { ...toListingInput(input), ...textsInput(input) }, ifMatch: version.current },
      {
        onSuccess: (l) => {
          version.current = etagFor(path);
          const next = listingToForm(l);
          setSaved(next);
          setValues(next);
          setErrors({});
          setConflict(null);
          setJustSaved(true);
          setFromVin(0);
        },
        onError: async (err) => {
          if (isApiError(err) && err.status === 409 && err.error === 'CONFLICT') {
            const latest = await fetchListing(listing.id).catch(() => null);
            if (latest) {
              setConflict({ theirs: listingToForm(latest) });
              return;
            }
          }
          const fields = serverFormErrors(isApiError(err) ? err.fields : undefined);
          setErrors({
            ...fields,
            form: Object.keys(fields).length ? 'Some details need a fix before we can save.' : errorMessage(err),
          });
          focusFirstError();
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = { ...validateListingForm(values), ...validateTexts(values) };
    if (Object.values(problems).some(Boolean)) {
      setErrors({ ...problems, form: 'Some details need a fix before we can save.' });
      focusFirstError();
      return;
    }
    save(values);
  };

  /** Their version replaces the form (and becomes the version to build on). */
  const reloadTheirs = () => {
    if (!conflict) return;
    version.current = etagFor(path);
    setSaved(conflict.theirs);
    setValues(conflict.theirs);
    setErrors({});
    setConflict(null);
  };
  /** Mine is saved over theirs, on top of the version just read. */
  const overwrite = () => {
    version.current = etagFor(path);
    save(values);
  };

  const props: SectionProps = { values, errors, set };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-6 pb-8">
      <Card className="flex flex-col gap-10 p-5 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Car details</h1>
          <p className="mt-1 text-muted">Everything buyers see about your car. Changes go live as soon as you save.</p>
        </div>
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <FormSection title="Vehicle" description="Decode the VIN again to refill these, or change any of them.">
          <VinDecoder
            value={values.vinValue}
            error={errors.vinValue}
            onChange={(v) => set('vinValue', v)}
            onDecoded={(eq) => {
              setFromVin(vinFeaturesToAdd(values.equipment, eq).length);
              setValues((v) => applyVinEquipment(v, eq));
            }}
          />
          <VehicleFields {...props} />
        </FormSection>
        <FormSection title="Condition">
          <ConditionFields {...props} />
        </FormSection>
        <FormSection title="Equipment">
          <EquipmentFields {...props} fromVin={fromVin} />
        </FormSection>
        <FormSection title="Location and price">
          <LocationPriceFields {...props} withDescription={false} listingId={listing.id} />
        </FormSection>
        <FormSection title="Listing text" description="What buyers read first. Write it yourself or let Revy write it.">
          <WriterPanel
            listingId={listing.id}
            dirty={dirty}
            onWritten={(l) => (setSaved(listingToForm(l)), setValues(listingToForm(l)), setErrors({}))}
          />
          <GeneratedTextFields {...props} />
        </FormSection>
      </Card>

      <BottomBar className="z-10">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-3 sm:px-6">
          <p role="status" className="mr-auto text-xs text-muted sm:text-sm">
            {dirty ? 'Unsaved changes' : justSaved ? 'All changes saved' : ''}
          </p>
          <Button
            type="button"
            variant="secondary"
            className="whitespace-nowrap"
            disabled={!dirty || update.isPending}
            onClick={() => (setValues(saved), setErrors({}), setFromVin(0))}
          >
            Discard
          </Button>
          <Button type="submit" className="whitespace-nowrap" loading={update.isPending} disabled={!dirty}>
            Save changes
          </Button>
        </div>
      </BottomBar>

      <UnsavedChangesGuard when={dirty && !conflict} body="Your changes to this listing have not been saved yet." />
      <EditConflictDialog
        open={!!conflict}
        started={saved}
        theirs={conflict?.theirs ?? null}
        onReload={reloadTheirs}
        onOverwrite={overwrite}
        onClose={() => setConflict(null)}
        busy={update.isPending}
      />
    </form>
  );
}
