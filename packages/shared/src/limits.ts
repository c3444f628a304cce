/** Named limits used by both sides (spec 9). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
export const CHAT_MESSAGES_PAGE_SIZE = 1000;
export const MODEL_LIST_PAGE_SIZE = 100;
export const CLASSIFIEDS_WORK_PAGE_SIZE = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** Email verification codes: 6 digits, 30 minutes, 5 tries. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MS = 30 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Password reset links live one hour. */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

/** Sign-in failures allowed per email and address before 429, within the window. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'revy_session';

/** Body size limit for JSON requests. Uploads have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const FEED_RECONNECT_MS = 1000;
export const FEED_RESET_MS = 100;
export const RELATIVE_TIME_REFRESH_MS = 60_000;
export const CONTENT_PROXY_TIMEOUT_MS = 3000;
export const DEFAULT_USER_PRICE = 49;
export const CLASSIFIEDS_UPDATE_DELAY_MS = 2 * 60 * 1000;
export const SHORT_TITLE_MAX = 25;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/**
 * The assistant answers within seconds; after this long without a seller reply, a concierge takes over. Here, not
 * next to the assistant's schemas, so the settings registry the browser loads first does not build those schemas.
 */
export const REVY_SELLER_SLA_MS = 2 * 60 * 60 * 1000;
