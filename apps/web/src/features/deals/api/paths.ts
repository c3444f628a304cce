const e = encodeURIComponent;

/** The deal calls (issue 18): the spec's key-transfer calls and the deal room's own. */
export const dealApiPaths = {
  mine: '/v1/deal',
  deal: (id: string) => `/v1/deal/${e(id)}`,
  billOfSale: (id: string) => `/v1/deal/${e(id)}/bill-of-sale`,
  billOfSalePdf: (id: string) => `/v1/deal/${e(id)}/bill-of-sale.pdf`,
  sign: (id: string) => `/v1/deal/${e(id)}/bill-of-sale/sign`,
  payment: (id: string) => `/v1/deal/${e(id)}/payment`,
  confirmFunds: (id: string) => `/v1/deal/${e(id)}/payment/confirm`,
  checklist: (id: string, key: string) => `/v1/deal/${e(id)}/checklist/${e(key)}`,
  handover: (id: string) => `/v1/deal/${e(id)}/handover`,
  cancel: (id: string) => `/v1/deal/${e(id)}/cancel`,
  sellerInitiate: '/v1/keysavvy/transaction/seller-initiate',
  buyerInitiate: '/v1/keysavvy/transaction/buyer-initiate',
  buyers: (listingId: string) => `/v1/keysavvy/listing/${e(listingId)}/buyers`,
  dealAuth: (listingId: string) => `/v1/keysavvy/listing/${e(listingId)}/deal-auth`,
  buyerDeal: (listingId: string) => `/v1/keysavvy/listing/${e(listingId)}/buyer-deal`,
} as const;
