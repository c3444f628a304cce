import { ListingInputObjectSchema, type GeneratedPart, type ListingInput } from '@revy/shared';
import type { ListingFormErrors, ListingFormValues } from '../../garage';

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The writer's texts of the edit form as API input. Kept apart from toListingInput on purpose:
 * the create wizard never shows these fields, so it must not send them (it would blank the
 * texts the writer filled after the first save).
 */
export function textsInput(
  f: ListingFormValues,
): Pick<ListingInput, 'title' | 'shortDescription' | 'priceExplanation' | 'features'> {
  return {
    title: orNull(f.title),
    shortDescription: orNull(f.shortDescription),
    priceExplanation: orNull(f.priceExplanation),
    features: f.features
      .split('\n')
      .map((x) => x.trim())
      .filter(Boolean),
  };
}

const TextsSchema = ListingInputObjectSchema.pick({
  title: true,
  shortDescription: true,
  priceExplanation: true,
  features: true,
});

/** Field problems of those texts, from the same schema the server checks them with. */
export function validateTexts(f: ListingFormValues): ListingFormErrors {
  const res = TextsSchema.safeParse(textsInput(f));
  if (res.success) return {};
  const errors: ListingFormErrors = {};
  for (const issue of res.error.issues) {
    const key = issue.path[0] as keyof ListingFormValues;
    errors[key] ??= key === 'features' ? 'Keep each feature under 50 characters, 50 at most' : issue.message;
  }
  return errors;
}

export const PART_LABELS: Record<GeneratedPart, string> = {
  title: 'Title',
  description: 'Description',
  shortDescription: 'Short description',
  features: 'Features',
  priceExplanation: 'Price explanation',
};

export const STEP_LABELS: Record<string, string> = {
  facts: "Reading your car's details and answers",
  writing: 'Writing',
  saving: 'Saving to your listing',
};
