import { DEAL_DIFFERENCE_CLASS, dealDifferenceBesideBadge, type Listing } from '@revy/shared';

/**
 * The deal rating in dollars beside its badge (issue 19): "$1,200 below market", "$800 above market", "Fair price";
 * nothing without a rating, for a sold car, or where it would repeat the badge. The title has the exact figures.
 * Drawn by the server too (modules/seo/showroom-paint.ts dealDollars): keep the classes in step.
 */
export function DealDollars({
  price,
  deal,
  sold = false,
  className = 'text-xs',
  as: Tag = 'p',
}: {
  price: number | null | undefined;
  deal: Listing['deal'];
  sold?: boolean;
  className?: string;
  as?: 'p' | 'span';
}) {
  const d = sold ? null : dealDifferenceBesideBadge(price, deal);
  if (!d) return null;
  return (
    <Tag className={`${className} font-semibold ${DEAL_DIFFERENCE_CLASS[d.kind]}`} title={d.detail}>
      {d.text}
      <span className="sr-only"> ({d.detail})</span>
    </Tag>
  );
}
