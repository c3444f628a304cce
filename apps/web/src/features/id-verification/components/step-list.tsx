export type Step = 'start' | 'document' | 'selfie' | 'pending' | 'result';

const STEPS: { key: Step; label: string }[] = [
  { key: 'start', label: 'Start' },
  { key: 'document', label: 'ID photo' },
  { key: 'selfie', label: 'Selfie' },
  { key: 'pending', label: 'Review' },
  { key: 'result', label: 'Verified' },
];

/** Where the person is in the check, as an ordered list (the current step is marked for screen readers). */
export function StepList({ current }: { current: Step }) {
  const at = STEPS.findIndex((s) => s.key === current);
  return (
    <ol className="grid grid-cols-5 gap-1.5" aria-label="Verification steps">
      {STEPS.map((s, i) => (
        <li key={s.key} aria-current={i === at ? 'step' : undefined} className="flex flex-col gap-1.5">
          <span className={`h-1.5 rounded-full ${i <= at ? 'bg-primary' : 'bg-line'}`} aria-hidden="true" />
          <span className={`text-xs ${i === at ? 'font-semibold text-ink' : 'text-muted'}`}>{s.label}</span>
        </li>
      ))}
    </ol>
  );
}
