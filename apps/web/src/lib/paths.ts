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
  listing: {
    root: '/v1/listing',
    search: '/v1/listing/search',
    options: '/v1/listing/options',
    byId: (id: string) => `/v1/listing/${encodeURIComponent(id)}`,
    track: (id: string) => `/v1/listing/${encodeURIComponent(id)}/track`,
  },
  asset: {
    byTargetTag: (targetId: string, tag: string) =>
      `/v1/asset/target/${encodeURIComponent(targetId)}/tag/${encodeURIComponent(tag)}`,
  },
  vehicle: {
    make: '/v1/vehicle/make',
  },
} as const;

/** Read-only look-ups the route guards need (the listings and events issues own the rest). */
export const guardApiPaths = {
  listing: (id: string) => `/v1/listing/${encodeURIComponent(id)}`,
  event: (id: string) => `/v1/event/${encodeURIComponent(id)}`,
} as const;

/** The seller's side: saving listings, sale status, history, photos, VINs and the vehicle catalog. */
export const sellerApiPaths = {
  listing: {
    root: '/v1/listing',
    byId: (id: string) => `/v1/listing/${encodeURIComponent(id)}`,
    saleStatus: (id: string) => `/v1/listing/${encodeURIComponent(id)}/update-sale-status`,
    views: (id: string) => `/v1/listing/${encodeURIComponent(id)}/views`,
  },
  redirect: '/v1/redirect',
  history: { byTarget: (targetId: string) => `/v1/history/target/${encodeURIComponent(targetId)}` },
  asset: {
    root: '/v1/asset',
    byId: (id: string) => `/v1/asset/${encodeURIComponent(id)}`,
    byTargetTag: (targetId: string, tag: string) =>
      `/v1/asset/target/${encodeURIComponent(targetId)}/tag/${encodeURIComponent(tag)}`,
  },
  vin: {
    validate: (vin: string) => `/v1/vin/${encodeURIComponent(vin)}/validate`,
    equipment: (vin: string) => `/v1/vin/${encodeURIComponent(vin)}/equipment`,
  },
  vehicle: { year: '/v1/vehicle/year', make: '/v1/vehicle/make', model: '/v1/vehicle/model' },
} as const;

/** Plans, purchases, payments and the built-in sandbox checkout (issue 4). */
const enc = encodeURIComponent;
export const paymentApiPaths = {
  products: '/v1/product',
  listingProducts: (listingId: string) => `/v1/product/listing/${enc(listingId)}`,
  purchases: '/v1/purchase',
  purchase: (id: string) => `/v1/purchase/${enc(id)}`,
  listingPurchases: (listingId: string) => `/v1/purchase/listing/${enc(listingId)}`,
  userPurchases: (userId: string) => `/v1/purchase/user/${enc(userId)}`,
  checkout: (purchaseId: string) => `/v1/purchase/${enc(purchaseId)}/checkout`,
  activate: (purchaseId: string) => `/v1/purchase/${enc(purchaseId)}/activate`,
  cancel: (purchaseId: string) => `/v1/purchase/${enc(purchaseId)}/cancel`,
  paymentDue: (purchaseId: string) => `/v1/purchase/${enc(purchaseId)}/payment-due`,
  promoCode: (code: string) => `/v1/purchase/promo-code/${enc(code)}`,
  checkPayment: (paymentId: string) => `/v1/payment/${enc(paymentId)}/check`,
  userPayments: (userId: string) => `/v1/payment/user/${enc(userId)}`,
  sandbox: {
    session: (sessionId: string) => `/v1/payment/sandbox/${enc(sessionId)}`,
    pay: (sessionId: string) => `/v1/payment/sandbox/${enc(sessionId)}/pay`,
    confirm: (sessionId: string) => `/v1/payment/sandbox/${enc(sessionId)}/confirm`,
    cancel: (sessionId: string) => `/v1/payment/sandbox/${enc(sessionId)}/cancel`,
  },
} as const;

/** Conversations: chats, messages, offers, requests and forms (issue 5). */
export const chatApiPaths = {
  root: '/v1/chat',
  byId: (id: string) => `/v1/chat/${enc(id)}`,
  byListing: (listingId: string) => `/v1/chat/listing/${enc(listingId)}`,
  listingOffers: (listingId: string) => `/v1/chat/listing/${enc(listingId)}/offers`,
  messages: (id: string) => `/v1/chat/${enc(id)}/message`,
  message: (id: string, messageId: string) => `/v1/chat/${enc(id)}/message/${enc(messageId)}`,
  read: (id: string) => `/v1/chat/${enc(id)}/read`,
  testDrive: (id: string) => `/v1/chat/${enc(id)}/testdrive`,
  videoTour: (id: string) => `/v1/chat/${enc(id)}/videotour`,
  users: '/v1/chat/user',
  offers: (id: string) => `/v1/chat/${enc(id)}/offer`,
  offerRespond: (id: string) => `/v1/chat/${enc(id)}/offer/respond`,
  form: (id: string) => `/v1/api/chat-form/create/${enc(id)}`,
  token: '/v1/chat/comet/token',
  /** Issue 19: the seller's one inbox, and a guest's address for replies. */
  inbox: '/v1/chat/inbox',
  contactEmail: (id: string) => `/v1/chat/${enc(id)}/contact-email`,
} as const;

/** Staff's scam queue (decision 026). */
/** The concierge work queues (issue 16, decision 030). */
export const conciergeQueueApiPaths = {
  counts: '/v1/concierge/queues',
  queue: (type: string) => `/v1/concierge/queues/${enc(type)}`,
  /** POST (staff): marks a listing reviewed or not. */
  review: (listingId: string) => `/v1/listing/${enc(listingId)}/review`,
} as const;

export const scamQueueApiPaths = {
  root: '/v1/concierge/scam-flagged',
  dismiss: (chatId: string) => `/v1/concierge/scam-flagged/${enc(chatId)}/dismiss`,
} as const;

/** Staff's view of background jobs (decision 015). */
export const jobApiPaths = {
  root: '/v1/admin/jobs',
  one: (id: string) => `/v1/admin/jobs/${enc(id)}`,
  retry: (id: string) => `/v1/admin/jobs/${enc(id)}/retry`,
} as const;

/** Admin import of listings from CSV (issue 16, decision 033). */
export const listingImportApiPaths = {
  root: '/v1/listing-import',
  one: (id: string) => `/v1/listing-import/${enc(id)}`,
  mapping: (id: string) => `/v1/listing-import/${enc(id)}/mapping`,
  preview: (id: string) => `/v1/listing-import/${enc(id)}/preview`,
  run: (id: string) => `/v1/listing-import/${enc(id)}/run`,
  report: (id: string) => `/v1/listing-import/${enc(id)}/report`,
  reportCsv: (id: string) => `/v1/listing-import/${enc(id)}/report.csv`,
} as const;

/** The notification centre (spec 7: under /api, not /v1). */
export const notificationApiPaths = {
  root: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  read: (id: string) => `/api/notifications/${enc(id)}/read`,
  unread: (id: string) => `/api/notifications/${enc(id)}/unread`,
  readAll: '/api/notifications/read-all',
} as const;

/** The seller's AI helpers (issue 6): knowledge, the buyer assistant and the listing writer. */
export const aiApiPaths = {
  enrich: (listingId: string) => `/v1/knowledge/byListing/${enc(listingId)}/enrich`,
  knowledgeOf: (listingId: string) => `/v1/knowledge/byListing/${enc(listingId)}`,
  knowledge: '/v1/knowledge',
  knowledgeEntry: (id: string) => `/v1/knowledge/${enc(id)}`,
  enrichForm: (listingId: string, formId: string) => `/v1/knowledge/byListing/${enc(listingId)}/enrich/${enc(formId)}`,
  revy: (listingId: string) => `/v1/listing/${enc(listingId)}/revy`,
  revyConversations: (listingId: string) => `/v1/listing/${enc(listingId)}/revy/conversations`,
  escalations: (listingId: string) => `/v1/listing/${enc(listingId)}/escalations`,
  correction: (chatId: string, messageId: string) => `/v1/chat/${enc(chatId)}/message/${enc(messageId)}/correction`,
  regenerate: (listingId: string) => `/v1/listing/${enc(listingId)}/regenerate-content`,
} as const;

/** Test drives: event types (availability and slots) and events (issue 7, spec 7). */
export const eventApiPaths = {
  types: '/v1/event/type',
  type: (id: string) => `/v1/event/type/${enc(id)}`,
  typesByHost: (hostId: string) => `/v1/event/type/byHost/${enc(hostId)}`,
  typeByListing: (listingId: string) => `/v1/event/type/byListing/${enc(listingId)}`,
  events: '/v1/event',
  event: (id: string) => `/v1/event/${enc(id)}`,
  byChat: (chatId: string) => `/v1/event/byChatId/${enc(chatId)}`,
  byListing: (listingId: string) => `/v1/event/byListing/${enc(listingId)}`,
  byUser: (userId: string) => `/v1/event/byUser/${enc(userId)}`,
} as const;

/** Settings (spec 7 Config; issue 16, decision 028). */
export const configApiPaths = {
  root: '/v1/config',
  one: (id: string) => `/v1/config/${enc(id)}`,
  byName: (name: string) => `/v1/config/name/${enc(name)}`,
  description: (id: string) => `/v1/config/${enc(id)}/description`,
  history: (id: string) => `/v1/history/target/${enc(id)}`,
} as const;

/** History of a record and restoring a past value (issue 16, staff). */
export const historyApiPaths = {
  byTarget: (targetId: string) => `/v1/history/target/${enc(targetId)}`,
  restore: (id: string) => `/v1/history/${enc(id)}/restore`,
} as const;

/** Listings by ids, named for staff tables (issue 16). */
export const listingRefsApiPath = '/v1/listing/batch/refs';

/** Classifieds cross-posting (issue 16): spec 7 keeps three calls under /v1/test/craigslist; the rest are ours. */
export const classifiedsApiPaths = {
  work: '/v1/test/craigslist/work',
  status: '/v1/test/craigslist/status',
  sync: '/v1/test/craigslist/sync',
  listing: (listingId: string) => `/v1/classifieds/${enc(listingId)}`,
  claim: (listingId: string) => `/v1/classifieds/${enc(listingId)}/claim`,
  ad: (listingId: string) => `/v1/classifieds/${enc(listingId)}/ad`,
  photosZip: (listingId: string) => `/v1/classifieds/${enc(listingId)}/photos.zip`,
} as const;

/** ID checks (issue 18, decision 040): spec 7's three idVerification calls, the built-in photos and staff review. */
export const idVerificationApiPaths = {
  root: '/v1/idVerification',
  byId: (id: string) => `/v1/idVerification/${enc(id)}`,
  ofUser: (userId: string) => `/v1/idVerification/user/${enc(userId)}`,
  image: (id: string, kind: string) => `/v1/idVerification/${enc(id)}/image/${enc(kind)}`,
  submit: (id: string) => `/v1/idVerification/${enc(id)}/submit`,
  queue: '/v1/idVerification/queue',
  approve: (id: string) => `/v1/idVerification/${enc(id)}/approve`,
  reject: (id: string) => `/v1/idVerification/${enc(id)}/reject`,
  viewImage: (id: string, kind: string) => `/v1/idVerification/${enc(id)}/image/${enc(kind)}/view`,
} as const;

/** Saved cars and searches, email preferences and one-click unsubscribe (issue 19). */
export const savedApiPaths = {
  cars: '/v1/saved/cars',
  carIds: '/v1/saved/cars/ids',
  car: (listingId: string) => `/v1/saved/cars/${enc(listingId)}`,
  searches: '/v1/saved/searches',
  search: (id: string) => `/v1/saved/searches/${enc(id)}`,
  emailPreferences: '/v1/account/email-preferences',
  unsubscribe: '/v1/mail/unsubscribe',
} as const;

/** Web Push (issue 19, decision 048). */
export const pushApiPaths = {
  publicKey: '/v1/push/public-key',
  subscriptions: '/v1/push/subscriptions',
  subscription: (id: string) => `/v1/push/subscriptions/${enc(id)}`,
  remove: '/v1/push/subscriptions/remove',
} as const;
