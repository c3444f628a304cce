import { lazy, Suspense } from 'react';
import { useCompare } from '../../listings';

// The tray's code loads when there is something to show (a pick, or a refused fourth car): most visits pick nothing,
// and the showroom and listing pages are first pages with a size budget (decision 038).
const Tray = lazy(() => import('./compare-tray').then((m) => ({ default: m.CompareTray })));

/** The compare tray where a page shows it (issue 19); nothing, and no code, while no car is picked. */
export function CompareTray({ placement = 'bar' }: { placement?: 'bar' | 'inline' }) {
  const { cars, notice } = useCompare();
  if (!cars.length && !notice) return null;
  return (
    <Suspense fallback={null}>
      <Tray placement={placement} />
    </Suspense>
  );
}
