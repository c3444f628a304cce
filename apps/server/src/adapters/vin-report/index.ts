import { HttpVinReportProvider } from './http-vin-report';
import { NoVinReportProvider, type VinReportProvider } from './vin-report';

export * from './vin-report';
export { HttpVinReportProvider } from './http-vin-report';

/** The provider config asks for: HTTP when VIN_REPORT_PROVIDER_URL is set, the built-in one otherwise. */
export function createVinReportProvider(opts: {
  url?: string | undefined;
  apiKey?: string | undefined;
}): VinReportProvider {
  return opts.url ? new HttpVinReportProvider(opts.url, opts.apiKey) : new NoVinReportProvider();
}
