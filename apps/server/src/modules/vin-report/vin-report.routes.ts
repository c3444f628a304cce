import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, VinReportAvailabilitySchema } from '@revy/shared';
import { consume } from '../../adapters/rate-limit';
import { everyone, publicRead } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { REPORT_RATE_RULE, reportRateKey } from './vin-report.rate-limits';
import { checkVinReportAvailability, downloadVinAuditReport } from './vin-report.service';

/**
 * Spec 7: the listing's vehicle history report (decision 039). The paths are the spec's (one under listing, one
 * under asset); both live here so that availability and download share one provider and one cache.
 */
export const vinReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/listing/:id/vinaudit/check-availability',
    {
      config: { access: publicRead },
      schema: {
        tags: ['listings'],
        summary: 'Whether a vehicle history report can be had for the listing’s VIN, and from whom',
        description:
          "`provider` is 'vinaudit' when VinAudit has the report, 'builtin' for Revy's own report of what it " +
          'knows (no provider configured, or VinAudit has no records or failed: `reason` says which). ' +
          'Not available only when the listing has no VIN.',
        params: IdParamsSchema,
        response: { 200: VinReportAvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => checkVinReportAvailability(app.ctx, request.user, request.params.id),
  );

  const sendReport = async (request: FastifyRequest, reply: FastifyReply, listingId: string | undefined) => {
    await consume(app.ctx.rateLimiter, REPORT_RATE_RULE, reportRateKey(request.ip));
    const report = await downloadVinAuditReport(app.ctx, request.user, listingId);
    const filename = report.filename.replace(/[^\w.-]/g, '_');
    return reply
      .header('content-type', report.contentType)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('content-length', report.data.length)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(report.data);
  };
  app.get(
    '/v1/asset/listing/:listingId/vin-audit-report',
    {
      config: { access: publicRead },
      schema: {
        tags: ['assets'],
        summary: "Download the listing's vehicle history report (PDF)",
        description:
          "VinAudit's report when it is configured and has one; otherwise Revy's own report of what it knows, " +
          'labelled on every page as not a third-party history. 422 when the listing has no VIN.',
        params: z.object({ listingId: z.string() }),
        response: { ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request, reply) => sendReport(request, reply, request.params.listingId),
  );
  // Spec 8: a download without a listing id answers the spec's message.
  app.get(
    '/v1/asset/listing/vin-audit-report',
    { config: { access: everyone(400) }, schema: { hide: true } },
    async (request, reply) => sendReport(request, reply, undefined),
  );
};
