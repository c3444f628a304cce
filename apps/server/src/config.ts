import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

/**
 * Every environment variable the server reads, parsed once at boot. The server refuses to
 * start on a bad value rather than failing later. Keep `.env.example` and the README in step.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The Vite dev server's port: its origin may call the API in development (decision 014). */
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(5173),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in links inside emails. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; embedded PGlite under DATA_DIR when unset. */
  DATABASE_URL: z.string().optional(),
  /** Redis for rate limits and live-feed fan-out across instances; in-process when unset. */
  REDIS_URL: z.string().optional(),
  /** nodemailer transport URL (smtp://user:pass@host:587); the built-in outbox when unset. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Revy <hello@revy.local>'),
  /**
   * Signs links in emails (one-click unsubscribe, decision 045-email-unsubscribe), at least 32 characters. Unset: a
   * random key made once and kept in the database, the same for every instance. Changing it voids old links.
   */
  APP_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, 'APP_SECRET must be at least 32 characters'),
  /** Enables /v1/test/* endpoints. Refused in production. */
  TEST_ENDPOINTS: bool,
  /** Seeds demo users on an empty embedded database. Default: on outside production. */
  DEMO_DATA: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app (apps/web/dist) from the API port. */
  SERVE_WEB: bool,
  WEB_DIST_DIR: z.string().optional(),
  /** Where `/` sends visitors when no landing value is saved (spec 2 guards). */
  DEFAULT_LANDING_URL: z.string().optional(),
  /** Trust X-Forwarded-* headers (behind a proxy). */
  TRUST_PROXY: bool,
  /**
   * How long a resolved session may be reused from memory, in ms (0: query on every request).
   * Changes made through this process apply at once; other instances see them within this time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long a public showroom page may be answered from memory, in ms (decision 049); 0 turns it off. Any change
   * made through any instance (a write request, a finished job) empties it on every instance at once; this TTL only
   * bounds what nothing announces (a change made straight in the database).
   */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long a setting (Config row the product reads) may be reused from memory, in ms. Changes are pushed to every
   * instance over Redis when REDIS_URL is set; this TTL is the safety net (and the delay without Redis).
   */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // The sitemap protocol allows 50,000 URLs per file; a lower figure splits sooner.
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /**
   * Map tiles of the showroom's map (issue 19): an XYZ template (https://tiles.example.com/{z}/{x}/{y}.png, {s} for
   * subdomains), or a data:image URL drawn as every tile (tests, offline demos). Unset: no map, the list alone.
   */
  MAP_TILE_URL: z.string().trim().optional(),
  /** The tile provider's credit shown on the map (plain text); needed with an http(s) MAP_TILE_URL. */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).optional(),
  // Builder.io content API (issue 17): unset means the product's own content answers the builder calls.
  BUILDER_API_KEY: z.string().optional(),
  BUILDER_API_URL: z.url().default('https://cdn.builder.io'),
  // Spec 9: content proxy timeout 3000 ms, content staleness 86400 s.
  BUILDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(86_400),
  // PostHog product analytics (issue 17): events of visitors who consented; unset = first-party counting only.
  POSTHOG_API_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
  /**
   * NHTSA vPIC web API (or a service answering in its format) for /v1/vin/{vin}/equipment, e.g.
   * https://vpic.nhtsa.dot.gov/api. Unset: the built-in offline vPIC data only. When set and the
   * service fails, the built-in data answers.
   */
  VIN_DECODER_URL: z.url().optional(),
  /** Load the bundled year/make/model/trim catalog into an empty or older vehicle_models table at start. Default: on outside tests. */
  SEED_VEHICLE_CATALOG: bool,
  /**
   * Vehicle history reports (decision 039): with VINAUDIT_API_KEY, VinAudit's v2 API (query, pullreport)
   * at VINAUDIT_API_BASE with the account's user and password; unset, the built-in report of what Revy
   * knows. A VinAudit failure or timeout also falls back to the built-in report.
   */
  VINAUDIT_API_KEY: z.string().optional(),
  VINAUDIT_API_BASE: z.url().default('https://api.vinaudit.com'),
  VINAUDIT_USER: z.string().optional(),
  VINAUDIT_PASSWORD: z.string().optional(),
  VINAUDIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * S3-compatible object storage for uploaded photos and files. When S3_BUCKET is set the other
   * S3_* values apply; otherwise files are kept on disk under DATA_DIR/files.
   */
  S3_BUCKET: z.string().optional(),
  /** Endpoint URL (MinIO, R2, a local fake); AWS's regional endpoint when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket or its CDN; files are streamed through the API when unset. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Path-style addressing (endpoint/bucket/key) instead of bucket.endpoint; MinIO needs it. */
  S3_FORCE_PATH_STYLE: bool,
  /**
   * Hosts POST /v1/asset/uploadcare may download images from, comma-separated (`ucarecdn.com`,
   * `127.0.0.1:4000`; a leading `*.` allows subdomains). Empty: imports are refused.
   */
  ASSET_IMPORT_HOSTS: z.string().default(''),
  /** Time allowed for each imported image's download, in ms. */
  ASSET_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Stripe for plan payments (Checkout Sessions and webhooks). Unset: the built-in sandbox
   * checkout, paid with test cards on /checkout/sandbox/{id}. With the key, the webhook signing
   * secret is required (POST /v1/payment/webhook); STRIPE_API_BASE points at another API
   * address (a self-hosted mock).
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Stripe Identity for ID checks (issue 18, decision 040): on when STRIPE_SECRET_KEY and this signing secret of the
   * Identity webhook endpoint (POST /v1/idVerification/webhook) are both set; otherwise staff review ID photos.
   */
  STRIPE_IDENTITY_WEBHOOK_SECRET: z.string().optional(),
  /** Hours built-in ID photos are kept after the decision (0: deleted at the decision). */
  ID_IMAGE_RETENTION_HOURS: z.coerce.number().int().min(0).max(720).default(0),
  /**
   * KeySavvy (escrow, loan payoff and title paperwork) behind the deal room's /v1/keysavvy calls, decision 042: all
   * three or none. Unset: the built-in deal room (payment method, funds confirmed by the seller, title checklist).
   */
  KEYSAVVY_API_URL: z.url().optional(),
  KEYSAVVY_API_KEY: z.string().optional(),
  KEYSAVVY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Web Push (issue 19, decision 048): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints)
   * and the contact push services may write to (mailto: or https:). Both keys or neither; unset, a pair is made once
   * and kept in the database, which works the same in browsers (keys only need to stay the same).
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^$|^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .optional(),
  /** Hours a deal step may wait before the party who acts next is reminded (and again after as many hours). */
  DEAL_REMINDER_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * An OpenAI-compatible endpoint for the assistant and the listing writer (OpenAI, vLLM,
   * Ollama: e.g. http://127.0.0.1:11434/v1). Unset: the built-in engine (no network). When set
   * and the endpoint fails, the built-in engine answers.
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Time allowed for one LLM request, in ms, before falling back to the built-in engine. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /**
   * Social sign-in (decision 041): each provider is offered only when all of its values are set. Apple's private
   * key is the .p8 file's PEM text (newlines may be written as \n). *_OAUTH_BASE_URL point a provider at a fake
   * server in tests; refused in production.
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_BASE_URL: z.url().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_OAUTH_BASE_URL: z.url().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_OAUTH_BASE_URL: z.url().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  webPort: number;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Key of signed links in emails (unsubscribe); undefined: a random key kept in the database. */
  appSecret: string | undefined;
  testEndpoints: boolean;
  demoData: boolean;
  logLevel: string;
  serveWeb: boolean;
  webDistDir: string;
  defaultLandingUrl: string | undefined;
  trustProxy: boolean;
  sessionCacheMs: number;
  searchCacheMs: number;
  settingsCacheMs: number;
  /** Listing URLs per sitemap file (issue 17). */
  sitemapUrlsPerFile: number;
  /** The showroom map's tiles (issue 19); null: no map. */
  map: MapTiles | null;
  /** Builder.io proxy (issue 17, decision 034); apiKey undefined = own content only. */
  builder: { apiKey: string | undefined; baseUrl: string; timeoutMs: number; cacheMs: number };
  /** PostHog (decision 036); apiKey undefined = no third-party analytics. */
  posthog: { apiKey: string | undefined; host: string; flushMs: number };
  vinDecoderUrl: string | undefined;
  seedVehicleCatalog: boolean;
  /** VinAudit credentials (decision 039), or null for the built-in report only. */
  vinAudit: VinAuditConfig | null;
  /** Object storage for asset files; null means local disk under dataDir/files. */
  s3: S3Config | null;
  /** Lower-cased host[:port] patterns that URL imports may fetch from. */
  assetImportHosts: string[];
  assetImportTimeoutMs: number;
  /** Stripe for payments; null means the built-in sandbox checkout. */
  stripe: StripeConfig | null;
  /** KeySavvy for deals; null means the built-in deal room. */
  keysavvy: KeySavvyConfig | null;
  /** Hours a deal step waits before a reminder. */
  dealReminderHours: number;
  /** Web Push: keys from the environment, or null to use the pair kept in the database; the contact for push services. */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string };
  /** The AI engine: an OpenAI-compatible endpoint, or null for the built-in engine. */
  ai: AiConfig;
  /** ID checks (issue 18): Stripe Identity, or null for the built-in staff review; how long photos stay. */
  identity: { stripe: StripeConfig | null; imageRetentionHours: number };
  /** Social sign-in providers (decision 041); null = not offered. */
  oauth: OAuthConfig;
};

/** `baseUrl` replaces the provider's hosts (a fake server in tests); undefined = the real provider. */
export type OAuthConfig = {
  google: { clientId: string; clientSecret: string; baseUrl: string | undefined } | null;
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string; baseUrl: string | undefined } | null;
  facebook: { clientId: string; clientSecret: string; baseUrl: string | undefined } | null;
};

export type AiConfig = { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };

export type KeySavvyConfig = { apiUrl: string; apiKey: string; webhookSecret: string };

export type StripeConfig = { secretKey: string; webhookSecret: string; apiBase: string | undefined };

export type VinAuditConfig = {
  apiKey: string;
  apiBase: string;
  user: string | undefined;
  password: string | undefined;
  timeoutMs: number;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export type MapTiles = {
  /** The XYZ template or data:image URL, as Leaflet takes it. */
  tileUrl: string;
  /** Plain text; the browser escapes it. */
  attribution: string;
  /** What the content security policy must allow images from (`https://*.tiles.example.com`); null for data: tiles. */
  imageOrigin: string | null;
};

/** MAP_TILE_URL checked: a data:image URL, or an http(s) template with {z}, {x} and {y} and a credit for it. */
function mapConfig(e: z.infer<typeof EnvSchema>): MapTiles | null {
  const url = e.MAP_TILE_URL;
  if (!url) return null;
  const attribution = e.MAP_TILE_ATTRIBUTION ?? '';
  if (/^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/.test(url))
    return { tileUrl: url, attribution, imageOrigin: null };
  // {s} is Leaflet's subdomain letter: a wildcard label for the policy.
  const parsed = URL.canParse(url.replace('{s}', 'tile-subdomain'))
    ? new URL(url.replace('{s}', 'tile-subdomain'))
    : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p)))
    throw new ConfigError('MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, or a data:image URL');
  if (!attribution)
    throw new ConfigError("MAP_TILE_URL is set without MAP_TILE_ATTRIBUTION (the tile provider's credit)");
  return { tileUrl: url, attribution, imageOrigin: parsed.origin.replace('tile-subdomain', '*') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.TEST_ENDPOINTS) {
    throw new ConfigError('TEST_ENDPOINTS must not be switched on in production');
  }
  const config: Config = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    webPort: e.WEB_PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Relative to where npm was invoked (INIT_CWD), so `npm start` at the root and
    // `npm run cli` (which runs inside apps/server) open the same ./data.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET || undefined,
    testEndpoints: e.TEST_ENDPOINTS ?? false,
    demoData: e.DEMO_DATA ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    serveWeb: e.SERVE_WEB ?? false,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    defaultLandingUrl: e.DEFAULT_LANDING_URL || undefined,
    trustProxy: e.TRUST_PROXY ?? false,
    sessionCacheMs: e.SESSION_CACHE_MS,
    searchCacheMs: e.SEARCH_CACHE_MS,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    map: mapConfig(e),
    builder: {
      apiKey: e.BUILDER_API_KEY || undefined,
      baseUrl: e.BUILDER_API_URL,
      timeoutMs: e.BUILDER_TIMEOUT_MS,
      cacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    },
    posthog: { apiKey: e.POSTHOG_API_KEY || undefined, host: e.POSTHOG_HOST, flushMs: 5_000 },
    vinDecoderUrl: e.VIN_DECODER_URL || undefined,
    seedVehicleCatalog: e.SEED_VEHICLE_CATALOG ?? e.NODE_ENV !== 'test',
    vinAudit: e.VINAUDIT_API_KEY
      ? {
          apiKey: e.VINAUDIT_API_KEY,
          apiBase: e.VINAUDIT_API_BASE,
          user: e.VINAUDIT_USER || undefined,
          password: e.VINAUDIT_PASSWORD || undefined,
          timeoutMs: e.VINAUDIT_TIMEOUT_MS,
        }
      : null,
    s3: s3Config(e),
    assetImportHosts: e.ASSET_IMPORT_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    assetImportTimeoutMs: e.ASSET_IMPORT_TIMEOUT_MS,
    stripe: stripeConfig(e),
    identity: { stripe: stripeIdentityConfig(e), imageRetentionHours: e.ID_IMAGE_RETENTION_HOURS },
    keysavvy: keysavvyConfig(e),
    dealReminderHours: e.DEAL_REMINDER_HOURS,
    push: pushConfig(e),
    ai: {
      baseUrl: e.AI_BASE_URL || undefined,
      apiKey: e.AI_API_KEY || undefined,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    oauth: oauthConfig(e, isProduction),
    ...overrides,
  };
  if (config.isProduction && config.testEndpoints) {
    throw new ConfigError('TEST_ENDPOINTS must not be switched on in production');
  }
  return config;
}

function stripeConfig(e: z.infer<typeof EnvSchema>): StripeConfig | null {
  if (!e.STRIPE_SECRET_KEY) {
    if (e.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY');
    return null;
  }
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set: STRIPE_WEBHOOK_SECRET is needed too (payments are fulfilled from webhooks)',
    );
  }
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE };
}

function stripeIdentityConfig(e: z.infer<typeof EnvSchema>): StripeConfig | null {
  if (!e.STRIPE_IDENTITY_WEBHOOK_SECRET) return null;
  if (!e.STRIPE_SECRET_KEY) throw new ConfigError('STRIPE_IDENTITY_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY');
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_IDENTITY_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  };
}

/** All of a provider's values, or none of them: a half-set provider is a mistake to report at boot. */
function allOrNone<K extends string>(
  provider: string,
  values: Record<K, string | undefined>,
): Record<K, string> | null {
  const set = Object.entries(values).filter(([, v]) => v);
  if (set.length === 0) return null;
  const missing = Object.keys(values).filter((k) => !values[k as K]);
  if (missing.length > 0) throw new ConfigError(`${provider} sign-in is half set up: ${missing.join(', ')} missing`);
  return values as Record<K, string>;
}

function oauthConfig(e: z.infer<typeof EnvSchema>, isProduction: boolean): OAuthConfig {
  const overrides = [e.GOOGLE_OAUTH_BASE_URL, e.APPLE_OAUTH_BASE_URL, e.FACEBOOK_OAUTH_BASE_URL].filter(Boolean);
  if (isProduction && overrides.length > 0) {
    throw new ConfigError('*_OAUTH_BASE_URL point sign-in at a fake provider and are refused in production');
  }
  const google = allOrNone('Google', {
    GOOGLE_CLIENT_ID: e.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: e.GOOGLE_CLIENT_SECRET,
  });
  const apple = allOrNone('Apple', {
    APPLE_CLIENT_ID: e.APPLE_CLIENT_ID,
    APPLE_TEAM_ID: e.APPLE_TEAM_ID,
    APPLE_KEY_ID: e.APPLE_KEY_ID,
    APPLE_PRIVATE_KEY: e.APPLE_PRIVATE_KEY,
  });
  const facebook = allOrNone('Facebook', {
    FACEBOOK_CLIENT_ID: e.FACEBOOK_CLIENT_ID,
    FACEBOOK_CLIENT_SECRET: e.FACEBOOK_CLIENT_SECRET,
  });
  return {
    google: google && {
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: google.GOOGLE_CLIENT_SECRET,
      baseUrl: e.GOOGLE_OAUTH_BASE_URL,
    },
    apple: apple && {
      clientId: apple.APPLE_CLIENT_ID,
      teamId: apple.APPLE_TEAM_ID,
      keyId: apple.APPLE_KEY_ID,
      privateKey: apple.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
      baseUrl: e.APPLE_OAUTH_BASE_URL,
    },
    facebook: facebook && {
      clientId: facebook.FACEBOOK_CLIENT_ID,
      clientSecret: facebook.FACEBOOK_CLIENT_SECRET,
      baseUrl: e.FACEBOOK_OAUTH_BASE_URL,
    },
  };
}

function pushConfig(e: z.infer<typeof EnvSchema>): Config['push'] {
  const subject = e.VAPID_SUBJECT || (e.APP_URL?.startsWith('https://') ? e.APP_URL : 'mailto:push@revy.local');
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return { vapid: null, subject };
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Web Push needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
  }
  if (!/^[A-Za-z0-9_-]{87}$/.test(e.VAPID_PUBLIC_KEY) || !/^[A-Za-z0-9_-]{43}$/.test(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID keys must be base64url: a 65-byte public key and a 32-byte private key');
  }
  return { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }, subject };
}

function keysavvyConfig(e: z.infer<typeof EnvSchema>): KeySavvyConfig | null {
  const given = [e.KEYSAVVY_API_URL, e.KEYSAVVY_API_KEY, e.KEYSAVVY_WEBHOOK_SECRET].filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3 || !e.KEYSAVVY_API_URL || !e.KEYSAVVY_API_KEY || !e.KEYSAVVY_WEBHOOK_SECRET) {
    throw new ConfigError('KeySavvy needs KEYSAVVY_API_URL, KEYSAVVY_API_KEY and KEYSAVVY_WEBHOOK_SECRET together');
  }
  return { apiUrl: e.KEYSAVVY_API_URL, apiKey: e.KEYSAVVY_API_KEY, webhookSecret: e.KEYSAVVY_WEBHOOK_SECRET };
}

function s3Config(e: z.infer<typeof EnvSchema>): S3Config | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}
