import { CONFIDENCE_LABELS, type PriceConfidence } from '@revy/shared';

/** Three steps, filled up to the level: a glance; the label says the same in words. */
const FILLED: Record<PriceConfidence, number> = { low: 1, medium: 2, high: 3 };
const TONE: Record<PriceConfidence, string> = {
  low: 'bg-amber-500',
  medium: 'bg-sky-500',
  high: 'bg-success',
};

/**
 * How sure an estimate is (issue 15): a small three-step meter, the level in words and the
 * number of similar cars, then the plain sentence when there is one. Never colour alone: the
 * label carries the level, the bars are decoration.
 */
export function ConfidenceMeter({
  confidence,
  comparableCount,
  text,
}: {
  confidence: PriceConfidence;
  comparableCount: number;
  text?: string;
}) {
  const filled = FILLED[confidence];
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-end gap-0.5" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              className={`w-1.5 rounded-sm ${step <= filled ? TONE[confidence] : 'bg-line'}`}
              style={{ height: `${6 + step * 3}px` }}
            />
          ))}
        </span>
        <span className="font-semibold text-ink">{CONFIDENCE_LABELS[confidence]}</span>
        <span className="text-muted">
          ·{' '}
          {comparableCount === 0
            ? 'no similar cars'
            : `${comparableCount} similar ${comparableCount === 1 ? 'car' : 'cars'}`}
        </span>
      </p>
      {text ? <p className="text-sm text-muted">{text}</p> : null}
    </div>
  );
}
