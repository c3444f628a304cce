import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssetListSchema,
  DealBadgeSchema,
  errorBody,
  JSON_BODY_LIMIT_BYTES,
  PHOTO_TAG,
  ListingListQuerySchema,
  ListingPageSchema,
  ListingSchema,
  HOME_FEATURED_QUERY,
  SHOWROOM_FIRST_QUERY,
} from '@revy/shared';
import type { Config } from './config';
import { closeAppContext, createAppContext } from './context';
import { openDatabase, type Database } from './db/client';
import type { Mailer } from './adapters/mail';
import type { RateLimiter } from './adapters/rate-limit';
import { accessTablePlugin } from './plugins/access-table';
import { authPlugin } from './modules/auth';
import { jobsPlugin } from './lib/queue/jobs.plugin';
import { errorsPlugin } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { requestOriginPlugin } from './plugins/request-origin';
import { openapiPlugin } from './plugins/openapi';
import { browserConfig, type PageHtml, registerWeb, type WebFallback } from './plugins/web';
import { healthRoutes } from './modules/health';
import { trackingPlugin } from './modules/tracking';
import { redirectsRoutes } from './modules/redirects';
import { authRoutes } from './modules/auth';
import { accountRoutes } from './modules/auth';
import { socialSignInRoutes } from './modules/social-sign-in';
import { usersRoutes } from './modules/users';
import { findListings, listingSearchJobs, listingsRoutes, publicListing, searchCachePlugin } from './modules/listings';
import { createPageHead, renderPage, seoRoutes } from './modules/seo';
import { listingWriter } from './modules/ai';
import { geoRoutes, historyRoutes, listingRefsRoutes } from './modules/listings';
import { assetsRoutes, findTaggedAssets } from './modules/assets';
import { testEndpointsRoutes } from './modules/test-endpoints';
import { vinRoutes } from './modules/vin';
import { vinReportRoutes } from './modules/vin-report';
import { vehicleRoutes } from './modules/vehicles';
import { seedPaymentCatalog } from './modules/payments';
import { paymentJobs } from './modules/payments';
import { paymentsRoutes } from './modules/payments';
import { productsRoutes } from './modules/payments';
import { purchasesRoutes } from './modules/payments';
import { chatsRoutes } from './modules/chats';
import { scamQueueRoutes } from './modules/chats';
import { inboxRoutes } from './modules/chats';
import { conciergeRoutes } from './modules/concierge';
import { chatMessagesRoutes } from './modules/chats';
import { chatOffersRoutes } from './modules/chats';
import { chatJobs } from './modules/chats';
import { formsRoutes } from './modules/forms';
import { feedRoutes } from './modules/feed';
import { notificationsRoutes } from './modules/notifications';
import { notificationJobs } from './modules/notifications';
import { knowledgeRoutes } from './modules/knowledge';
import { revyRoutes } from './modules/assistant';
import { assistantAnswerJobs, assistantJobs } from './modules/assistant';
import { assistantMessageHook } from './modules/assistant';
import { getDealBadge, pricingRoutes } from './modules/pricing';
import { pricingJobs } from './modules/pricing';
import { eventTypesRoutes } from './modules/events';
import { eventsRoutes } from './modules/events';
import { eventJobs } from './modules/events';
import { jobsRoutes } from './modules/jobs';
import { listingImportJobs, listingImportRoutes } from './modules/listing-import';
import { classifiedsRoutes } from './modules/classifieds';
import { plugListingPorts } from './modules/listings';
import { photoStats } from './modules/assets';
import { listingPlanCondition, listingPublishBlocker, purchasesOfListings } from './modules/payments';
import { dealBadgesOf } from './modules/pricing';
import { buyerChatCondition } from './modules/chats';
import { plugUserReferenceMovers } from './modules/users';
import { chatsUserReferences } from './modules/chats';
import { listingsUserReferences } from './modules/listings';
import { assetsUserReferences } from './modules/assets';
import { formsUserReferences } from './modules/forms';
import { eventsUserReferences } from './modules/events';
import { notificationsUserReferences } from './modules/notifications';
import { paymentsUserReferences } from './modules/payments';
import { idVerificationJobs, idVerificationRoutes, idVerificationUserReferences } from './modules/id-verification';
import { dealJobs, dealOfferHook, dealRoomRoutes, keysavvyRoutes, titleTransferUserReferences } from './modules/deals';
import { trackingUserReferences } from './modules/tracking';
import { historyUserReferences } from './modules/history';
import {
  contentPlugin,
  contentUserReferences,
  getPublishedContent,
  listPublishedContentForSitemap,
} from './modules/content';
import { emailPreferencesRoutes, mailUserReferences } from './modules/mail';
import { savedJobs, savedListingChanged, savedRoutes, savedUserReferences } from './modules/saved';
import { pushJobs, pushRoutes, pushUpkeepJobs, pushUserReferences, queuePushes } from './modules/push';
import { plugNotificationSink } from './modules/notifications';
import { browserSettings, configRoutes, settingsPlugin } from './modules/config';

export const VERSION = '0.1.0';

export type BuildOptions = {
  config: Config;
  /** An already-open database (tests); opened from config otherwise. */
  database?: Database;
  logger?: boolean | object;
  /** Adapters to use instead of the ones config asks for (tests). */
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  /** Prefix for rate-limit keys in Redis, so apps sharing one Redis stay apart (tests). */
  rateLimitPrefix?: string;
};

/** Builds the Fastify app with every plugin and module registered. Never listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // Listings asks the modules above it (they import listings) for photos, plans, deal badges and a buyer's chats
  // through ports plugged in here (issue 14, decision 025).
  plugListingPorts({
    photoStats,
    purchasesOf: purchasesOfListings,
    publishBlocker: listingPublishBlocker,
    dealBadgesOf,
    buyerChatCondition,
    planCondition: listingPlanCondition,
    // Saved cars and searches hear of price drops, sales and publications in the change's transaction (issue 19).
    listingChanged: savedListingChanged,
  });
  // Merging an anonymous user rewrites user ids in the tables of modules above users, so each owner moves its own
  // (users' port, issue 14); in this order, in the transfer's transaction.
  plugUserReferenceMovers([
    chatsUserReferences,
    listingsUserReferences,
    assetsUserReferences,
    formsUserReferences,
    eventsUserReferences,
    notificationsUserReferences,
    paymentsUserReferences,
    idVerificationUserReferences,
    titleTransferUserReferences,
    trackingUserReferences,
    historyUserReferences,
    contentUserReferences,
    mailUserReferences,
    savedUserReferences,
    pushUserReferences,
  ]);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : (opts.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Readable lines for people (a terminal, or `npm run dev` under concurrently); JSON
            // lines for machines (production, tests, piped output outside development).
            ...(config.isProduction || (!process.stdout.isTTY && config.env !== 'development')
              ? {}
              : {
                  transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
                }),
          }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!opts.database) app.addHook('onClose', () => database.close());
  const ctx = await createAppContext({
    config,
    database,
    version: VERSION,
    log: app.log,
    mailer: opts.mailer,
    rateLimiter: opts.rateLimiter,
    rateLimitPrefix: opts.rateLimitPrefix,
  });
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => closeAppContext(ctx));
  // The plans of spec 9 and the sandbox promo codes, kept in step with the code on every start.
  await seedPaymentCatalog(ctx.db);

  // First among the plugins, so its preClose (stop the queue, finish the work under way) runs first.
  await app.register(jobsPlugin);
  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(requestOriginPlugin);
  await app.register(cookie);
  // brotli or gzip for JSON and the web app's files alike (the writer's event stream is hijacked, so never buffered).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(authPlugin);
  await app.register(openapiPlugin, { version: VERSION });
  // Before the modules, so it sees every route they add (decision 017).
  await app.register(accessTablePlugin);
  // Before the modules: they (and the web app's index.html) read settings through its cache.
  await app.register(settingsPlugin);
  await app.register(searchCachePlugin);

  // Feature modules, registered explicitly so a route can be found with grep.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(socialSignInRoutes);
  await app.register(trackingPlugin);
  await app.register(redirectsRoutes);
  await app.register(vinRoutes);
  await app.register(vehicleRoutes);
  // The writer behind ?runAi and regenerate-content is ai's (above listings), so listings takes it as a port.
  await app.register(listingsRoutes, { writer: listingWriter });
  await app.register(historyRoutes);
  await app.register(listingRefsRoutes);
  await app.register(geoRoutes);
  await app.register(assetsRoutes);
  await app.register(vinReportRoutes);
  await app.register(productsRoutes);
  await app.register(purchasesRoutes);
  await app.register(paymentsRoutes);
  await app.register(paymentJobs);
  await app.register(chatsRoutes);
  await app.register(inboxRoutes);
  await app.register(scamQueueRoutes);
  await app.register(conciergeRoutes);
  // A sent message's answer job is the assistant's, written in the message's transaction; chats is below the
  // assistant, so it takes the hook here (issue 14, decision 015).
  await app.register(chatMessagesRoutes, { messageHook: assistantMessageHook });
  // Accepting an offer opens the deal (issue 18); deals sits above chats, so chats takes the hook here.
  await app.register(chatOffersRoutes, { offerHook: dealOfferHook });
  await app.register(chatJobs);
  await app.register(formsRoutes);
  await app.register(feedRoutes);
  await app.register(notificationsRoutes);
  await app.register(notificationJobs);
  await app.register(knowledgeRoutes);
  await app.register(revyRoutes);
  await app.register(assistantAnswerJobs);
  await app.register(assistantJobs);
  await app.register(pricingRoutes);
  await app.register(pricingJobs);
  await app.register(listingSearchJobs);
  await app.register(eventTypesRoutes);
  await app.register(eventsRoutes);
  await app.register(eventJobs);
  await app.register(jobsRoutes);
  await app.register(configRoutes);
  await app.register(contentPlugin);
  await app.register(listingImportRoutes);
  await app.register(listingImportJobs);
  // Staff tools on every instance, though spec 7 puts three of them under /v1/test (decision 029).
  await app.register(classifiedsRoutes);
  // Verified people (issue 18, decision 040): the spec's idVerification calls, staff review, Stripe Identity's webhook.
  await app.register(idVerificationRoutes);
  await app.register(idVerificationJobs);
  // The deal room and spec 7's key transfer calls (issue 18, decision 042).
  await app.register(keysavvyRoutes);
  await app.register(dealRoomRoutes);
  await app.register(dealJobs);
  // Saved cars, saved searches and their alerts; email preferences and one-click unsubscribe (issue 19).
  await app.register(savedRoutes);
  await app.register(savedJobs);
  await app.register(pushRoutes);
  await app.register(pushJobs);
  await app.register(pushUpkeepJobs);
  // Every stored notification worth a push queues one, in the notification's own transaction (decision 048).
  plugNotificationSink((tx, stored) => queuePushes(app.ctx, tx, stored));
  await app.register(emailPreferencesRoutes);
  if (config.testEndpoints && !config.isProduction) await app.register(testEndpointsRoutes);

  // Crawlers and catalogues (issue 17): the sitemap and vehicle feed, and each public page's head before it is sent.
  const publishedContent = (afterId: string | null, limit: number) =>
    listPublishedContentForSitemap(ctx, { afterId, limit });
  await app.register(seoRoutes, { appUrl: config.appUrl, publishedContent, urlsPerFile: config.sitemapUrlsPerFile });
  const pageHead = createPageHead(config.appUrl, {
    // Through the API's own schema, so the copy sent with the page is exactly the API's answer.
    listing: async (id) => {
      const listing = await publicListing(ctx, id);
      return listing && ListingSchema.parse(listing);
    },
    // As GET /v1/asset/target/{id}/tag/photo and GET /v1/listing/{id}/deal answer a visitor, through their schemas.
    listingPhotos: async (id) => AssetListSchema.parse(await findTaggedAssets(ctx, null, id, PHOTO_TAG)),
    listingDeal: async (id) => DealBadgeSchema.nullable().parse(await getDealBadge(ctx, null, id)),
    content: (key) => getPublishedContent(ctx, key),
    // Exactly the app's first showroom query, answered as GET /v1/listing answers a visitor (its schema strips the rest).
    showroomFirstPage: async () =>
      ListingPageSchema.parse(await findListings(ctx, null, ListingListQuerySchema.parse(SHOWROOM_FIRST_QUERY))),
    showroomMap: !!config.map,
    featuredFirstPage: async () =>
      ListingPageSchema.parse(await findListings(ctx, null, ListingListQuerySchema.parse(HOME_FEATURED_QUERY))),
  });
  const pageHtml: PageHtml = async (path, html, search) => {
    try {
      // A slow lookup never holds the page: after 1.5 s it goes out as the generic shell and the app fetches the rest.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 1_500)));
      const meta = await Promise.race([pageHead(path, search), late]).finally(() => clearTimeout(timer));
      return meta ? { status: meta.status, html: renderPage(html, meta) } : { status: 200, html };
    } catch (err) {
      // A page is never lost to its preview: the plain app still loads and fetches what it needs.
      app.log.warn({ err, path }, 'page head failed');
      return { status: 200, html };
    }
  };
  const web: WebFallback | null = config.serveWeb
    ? await registerWeb(
        app,
        config,
        async () => {
          const settings = await browserSettings(ctx);
          return { ...browserConfig(config), defaultLandingUrl: settings.defaultLandingUrl || null, settings };
        },
        pageHtml,
      )
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (web?.handles(request)) return web.sendIndex(reply);
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
