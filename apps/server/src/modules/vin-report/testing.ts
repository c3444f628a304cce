/*
 * Fixtures of the vin-report module for benchmarks and other tests (issue 14). Production code never imports this
 * file.
 */

export { sampleReportFacts } from './report-facts.fixtures';
export { buildReportPdf } from './report-pdf';
export type { ReportFacts } from './report-facts';
