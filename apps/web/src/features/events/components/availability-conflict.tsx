import { Button } from '../../../components/ui/button';

/**
 * Inside the "changed elsewhere" alert of the availability editor (a 409 on save, decision 019):
 * what the other save changed, then reload theirs or overwrite with this form's hours.
 */
export function AvailabilityConflict({
  changes,
  canOverwrite,
  reloading,
  saving,
  onReload,
  onOverwrite,
}: {
  changes: string[];
  canOverwrite: boolean;
  reloading: boolean;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      {changes.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What they changed">
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : canOverwrite ? (
        <p className="text-sm">Their save changed nothing this form shows.</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onReload} loading={reloading}>
          Reload their hours
        </Button>
        {canOverwrite ? (
          <Button type="button" onClick={onOverwrite} loading={saving}>
            Overwrite with mine
          </Button>
        ) : null}
      </div>
    </div>
  );
}
