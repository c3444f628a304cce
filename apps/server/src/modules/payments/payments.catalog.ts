import { sql } from 'drizzle-orm';
import { PLAN_PRODUCT_IDS } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { products } from './products.table';
import { promoCodes } from './promo-codes.table';

type NewProduct = typeof products.$inferInsert;

/** The three plans of spec 9, in cents and whole days (decision 010). */
export const PLANS: NewProduct[] = [
  {
    id: PLAN_PRODUCT_IDS.Starter,
    name: 'Starter',
    description: 'Get your car in front of buyers for two weeks.',
    duration: 14,
    trialDuration: null,
    price: 4900,
    priceExtra: 'one-time',
    features: ['PUBLISH_14'],
    featuresTitle: 'Everything to get started',
    marketingFeatures: [
      'Your listing live in the showroom for 14 days',
      'Up to 30 photos',
      'Buyer chat and test-drive requests',
    ],
  },
  {
    id: PLAN_PRODUCT_IDS.Pro,
    name: 'Pro',
    description: 'Revy answers your buyers and cross-posts your car for you.',
    duration: 14,
    trialDuration: 3,
    price: 9900,
    priceExtra: 'one-time',
    features: ['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL'],
    featuresTitle: 'Everything in Starter, plus',
    marketingFeatures: [
      'Revy, your AI assistant, answers buyers day and night',
      'Cross-posted to classifieds sites',
      '14 days live, 3-day free trial',
    ],
    popular: true,
  },
  {
    id: PLAN_PRODUCT_IDS.Premium,
    name: 'Premium',
    description: 'Stay live until it sells, with a person helping you close.',
    duration: null,
    trialDuration: 7,
    price: 19900,
    priceExtra: 'one-time',
    features: ['PUBLISH_UNLIMITED', 'REVY_ASSISTANT', 'pubCL', 'CONCIERGE'],
    featuresTitle: 'Everything in Pro, plus',
    marketingFeatures: [
      'Live until your car sells',
      'A concierge who helps with pricing, buyers and paperwork',
      'Revy AI assistant and classifieds cross-posting',
      '7-day free trial',
    ],
  },
  // Cheap plans staff use to try real card payments end to end (GET /v1/product?isTest).
  {
    id: 'prod_revy_test_starter',
    name: 'Test Starter',
    description: 'Staff only: a one-dollar Starter to try payments with.',
    duration: 14,
    trialDuration: null,
    price: 100,
    priceExtra: 'test',
    features: ['PUBLISH_14'],
    featuresTitle: 'Test plan',
    marketingFeatures: ['14 days live'],
    isTest: true,
  },
  {
    id: 'prod_revy_test_premium',
    name: 'Test Premium',
    description: 'Staff only: a two-dollar Premium with a one-day trial.',
    duration: null,
    trialDuration: 1,
    price: 200,
    priceExtra: 'test',
    features: ['PUBLISH_UNLIMITED', 'REVY_ASSISTANT', 'pubCL', 'CONCIERGE'],
    featuresTitle: 'Test plan',
    marketingFeatures: ['Live until sold'],
    isTest: true,
  },
];

/** Promo codes of the sandbox checkout (Stripe mode reads Stripe's promotion codes instead). */
export const SANDBOX_PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'WELCOME20', description: '20% off your first plan', percentOff: 20 },
  { code: 'SAVE10', description: '$10 off any plan', amountOff: 1000 },
  { code: 'PRO50', description: '50% off Pro', percentOff: 50, productIds: [PLAN_PRODUCT_IDS.Pro] },
  { code: 'FREECAR', description: 'A plan on us', percentOff: 100 },
  {
    code: 'SUMMER2024',
    description: 'Summer 2024: 25% off (expired)',
    percentOff: 25,
    expiresAt: new Date('2024-09-01T00:00:00Z'),
  },
];

/**
 * Writes the plans (kept in step with the code on every start, so a price change ships with a
 * deploy) and adds missing sandbox promo codes. Idempotent and safe for instances starting together.
 */
export async function seedPaymentCatalog(db: DbOrTx): Promise<void> {
  for (const given of PLANS) {
    const plan = { popular: false, isTest: false, active: true, ...given };
    const { id: _id, ...rest } = plan;
    await db
      .insert(products)
      .values(plan)
      .onConflictDoUpdate({ target: products.id, set: { ...rest, updatedAt: sql`now()` } });
  }
  await db.insert(promoCodes).values(SANDBOX_PROMO_CODES).onConflictDoNothing();
}
