// The pricing feature's public entry: other features and app/ import only from here.
export { ListingDeal } from './components/listing-deal';
export { OfferMarketRange } from './components/offer-market-range';
export { PricingPage } from './components/pricing-page';
export { PriceHint } from './components/price-hint';
export { dealBadgeQuery } from './api/get-pricing';
