import type { AppContext } from '../../context';
import {
  createVinReportProvider,
  type ProviderMiss,
  type VinReportFile,
  type VinReportProvider,
} from '../../adapters/vin-report';
import { ReportCache } from './report-cache';

/** What one app keeps for reports: the provider (one per app, shared by availability and download) and caches. */
export type ReportState = {
  provider: VinReportProvider | null;
  /** listing id → the built-in PDF of its last facts. */
  builtin: ReportCache<{ hash: string; file: VinReportFile }>;
  /** VIN → the provider's PDF. */
  provided: ReportCache<VinReportFile>;
  /** VIN → the provider call under way, so two buyers opening the report at once cost one pull. */
  pulling: Map<string, Promise<VinReportFile | ProviderMiss>>;
};

const states = new WeakMap<AppContext, ReportState>();

/** The app's report state, made on first use from config (VinAudit when VINAUDIT_API_KEY is set). */
export function reportState(ctx: AppContext): ReportState {
  let state = states.get(ctx);
  if (!state) {
    state = {
      provider: createVinReportProvider(ctx.config.vinAudit, ctx.log),
      builtin: new ReportCache(200, 24 * 60 * 60 * 1000),
      provided: new ReportCache(100, 24 * 60 * 60 * 1000),
      pulling: new Map(),
    };
    states.set(ctx, state);
  }
  return state;
}
