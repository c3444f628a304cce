/*
 * Public entry of the vin-report module (vehicle history reports, decision 039): the only file app.ts and the
 * test harness import.
 */

export { vinReportRoutes } from './vin-report.routes';
