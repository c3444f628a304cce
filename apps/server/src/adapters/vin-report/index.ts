import type { VinAuditConfig } from '../../config';
import { VinAuditProvider } from './vinaudit';
import type { VinReportLog, VinReportProvider } from './vin-report';

export * from './vin-report';
export { VinAuditProvider } from './vinaudit';

/** VinAudit when its key is configured; null means the built-in report only (decision 039). */
export function createVinReportProvider(config: VinAuditConfig | null, log: VinReportLog): VinReportProvider | null {
  return config ? new VinAuditProvider(config, log) : null;
}
