import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { isRunning, useImport, usePreview } from '../api/imports';
import { ImportStepper, type Step } from './import-stepper';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { RecentImports } from './recent-imports';
import { ReportStep } from './report-step';
import { UploadStep } from './upload-step';

/**
 * /admin/import (admins): import listings from a CSV or TSV file in five steps, Upload → Map
 * columns → Preview → Import → Report (decision 033). The import and the step are in the address
 * (`?id=…&step=preview`), so a reload or a return from another page lands on the same step; a
 * started import shows its progress or its report, whatever the address says.
 */
export function AdminImportPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const imp = useImport(id);
  const wantsPreview = params.get('step') === 'preview';
  const preview = usePreview(id ?? '', !!id && wantsPreview && imp.data?.status === 'ready');

  const go = (next: { id?: string | null; step?: string | null }) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) {
        if (v) n.set(k, v);
        else n.delete(k);
      }
      return n;
    });

  let step: Step = 'Upload';
  if (imp.data) {
    if (isRunning(imp.data)) step = 'Import';
    else if (imp.data.status === 'done' || imp.data.status === 'failed') step = 'Report';
    else step = wantsPreview ? 'Preview' : 'Map columns';
  }

  let body;
  if (id && imp.isError) {
    body = (
      <LoadError
        title="We couldn't load this import"
        error={imp.error}
        onRetry={() => void imp.refetch()}
        className=""
      />
    );
  } else if (id && !imp.data) {
    body = <Spinner size={28} label="Loading the import" />;
  } else if (!imp.data) {
    body = <UploadStep onUploaded={(i) => go({ id: i.id, step: null })} />;
  } else if (step === 'Map columns') {
    body = (
      <MappingStep
        key={imp.data.id}
        imp={imp.data}
        onBack={() => go({ id: null, step: null })}
        onPreview={() => go({ step: 'preview' })}
      />
    );
  } else if (step === 'Preview') {
    body = preview.isError ? (
      <LoadError
        title="We couldn't preview the file"
        error={preview.error}
        onRetry={() => void preview.refetch()}
        className=""
      />
    ) : !preview.data ? (
      <Spinner size={28} label="Checking every row" />
    ) : (
      <PreviewStep preview={preview.data} onBack={() => go({ step: null })} onStarted={() => go({ step: null })} />
    );
  } else if (step === 'Import') {
    body = <ProgressStep imp={imp.data} />;
  } else {
    body = <ReportStep imp={imp.data} onNew={() => go({ id: null, step: null })} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-ink">Import listings</h1>
        <p className="text-sm text-muted">
          Add or update many cars at once from a dealer feed or a seller’s spreadsheet exported as CSV.
        </p>
      </div>
      <ImportStepper current={step} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">{body}</div>
        <RecentImports currentId={id} onOpen={(openId) => go({ id: openId, step: null })} />
      </div>
    </div>
  );
}
