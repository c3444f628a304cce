/** API paths in one place, so a renamed endpoint is one edit. */
export const apiPaths = {
  health: '/v1/health',
  auth: '/v1/auth',
  track: '/v1/t',
  user: {
    current: '/v1/user/current',
    root: '/v1/user',
    byId: (id: string) => `/v1/user/${encodeURIComponent(id)}`,
    preValidate: '/v1/user/preValidate',
    emailVerify: '/v1/user/emailVerify',
    verificationStatus: '/v1/user/verificationStatus',
    passwordResetStart: '/v1/user/passwordReset/start',
    passwordResetFinish: '/v1/user/passwordReset/finish',
    passwordChange: (id: string) => `/v1/user/${encodeURIComponent(id)}/passwordChange`,
    metadata: (id: string) => `/v1/user/${encodeURIComponent(id)}/metadata`,
    batch: '/v1/user/batch',
  },
} as const;

/** Read-only look-ups the route guards need (the listings and events issues own the rest). */
export const guardApiPaths = {
  listing: (id: string) => `/v1/listing/${encodeURIComponent(id)}`,
  event: (id: string) => `/v1/event/${encodeURIComponent(id)}`,
} as const;
