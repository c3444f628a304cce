import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/form-controls';
import type { SectionProps } from '../../garage';

/** The texts the writer fills, all editable by hand. */
export function GeneratedTextFields({ values, errors, set }: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        className="sm:col-span-6"
        label="Title"
        name="title"
        value={values.title}
        error={errors.title}
        maxLength={200}
        hint="Shown on the listing page; cards use its first 25 characters."
        onChange={(e) => set('title', e.target.value)}
      />
      <TextAreaField
        className="sm:col-span-6"
        label="Description"
        name="description"
        value={values.description}
        error={errors.description}
        maxLength={20_000}
        hint="Service history, recent work, why you're selling."
        onChange={(e) => set('description', e.target.value)}
      />
      <TextAreaField
        className="sm:col-span-6"
        label="Short description"
        name="shortDescription"
        value={values.shortDescription}
        error={errors.shortDescription}
        maxLength={1000}
        onChange={(e) => set('shortDescription', e.target.value)}
      />
      <TextAreaField
        className="sm:col-span-3"
        label="Features"
        name="features"
        value={values.features}
        error={errors.features}
        hint="One a line, like “New tires” or “One owner”."
        onChange={(e) => set('features', e.target.value)}
      />
      <TextAreaField
        className="sm:col-span-3"
        label="Price explanation"
        name="priceExplanation"
        value={values.priceExplanation}
        error={errors.priceExplanation}
        maxLength={5000}
        hint="Why the price is fair, for buyers who ask."
        onChange={(e) => set('priceExplanation', e.target.value)}
      />
    </div>
  );
}
