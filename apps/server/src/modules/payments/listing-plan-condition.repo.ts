import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import type { ListingTablePlan } from '@revy/shared';
import { purchases } from './purchases.table';

/**
 * The staff listing table's plan filter (issue 16) as SQL over the purchases table, which listings embeds in its
 * page query through its ports (decision 025), so the filter stays one statement on purchases_listing_status_idx.
 * trial = an ACTIVE plan still owing its payment (spec 4: paymentDue); active = an ACTIVE plan paid for;
 * pending = a plan chosen and not activated; none = no ACTIVE plan.
 */
export function listingPlanCondition(listingId: AnyColumn, plan: ListingTablePlan): SQL {
  const of = sql`${purchases.listingId} = ${listingId}`;
  switch (plan) {
    case 'none':
      return sql`not exists (select 1 from ${purchases} where ${of} and ${purchases.status} = 'ACTIVE')`;
    case 'active':
      return sql`exists (select 1 from ${purchases} where ${of} and ${purchases.status} = 'ACTIVE' and not ${purchases.paymentDue})`;
    case 'trial':
      return sql`exists (select 1 from ${purchases} where ${of} and ${purchases.status} = 'ACTIVE' and ${purchases.paymentDue})`;
    case 'pending':
      return sql`exists (select 1 from ${purchases} where ${of} and ${purchases.status} = 'PENDING')`;
  }
}
