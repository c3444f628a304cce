import { eq } from 'drizzle-orm';
import { PLAN_PRODUCT_IDS, type PurchaseStatus } from '@revy/shared';
import { listings } from '../src/modules/listings/listings.table';
import { products } from '../src/modules/payments/products.table';
import { purchases } from '../src/modules/payments/purchases.table';
import type { TestApp } from './build-test-app';

/**
 * Gives a listing a plan straight in the tables (no checkout), so tests that are not about
 * payments can publish: ACTIVE Premium (unlimited) from now by default.
 */
export async function grantActivePlan(
  t: TestApp,
  listingId: string,
  opts: { productId?: string; startAt?: Date; paymentDue?: boolean; status?: PurchaseStatus; price?: number } = {},
) {
  const productId = opts.productId ?? PLAN_PRODUCT_IDS.Premium;
  const [product] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  const [listing] = await t.ctx.db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [row] = await t.ctx.db
    .insert(purchases)
    .values({
      listingId,
      userId: listing?.sellerId ?? null,
      stripeProductId: product.id,
      name: product.name,
      price: opts.price ?? product.price,
      features: product.features,
      trialDuration: product.trialDuration,
      status: opts.status ?? 'ACTIVE',
      startAt: opts.status === 'PENDING' ? null : (opts.startAt ?? new Date()),
      paymentDue: opts.paymentDue ?? false,
      metadata: { publish: true, grantedByTest: true },
    })
    .returning();
  if ((opts.status ?? 'ACTIVE') === 'ACTIVE')
    await t.ctx.db.update(listings).set({ isPaid: true }).where(eq(listings.id, listingId));
  return row!;
}
