import { ROUTES } from '@revy/shared';
import { Logo } from '../../../components/ui/logo';

/** /iframe: the "sell it with Revy" card other sites embed. Links open in the top window. */
export function IframePage() {
  return (
    <div className="mx-auto max-w-sm rounded-2xl border border-line bg-white p-5 shadow-sm">
      <Logo />
      <h1 className="mt-4 text-lg font-bold text-ink">Sell your car the easy way</h1>
      <p className="mt-1 text-sm text-muted">AI writes your listing, answers buyers and prices your car.</p>
      <a
        href={ROUTES.myGarageCreate}
        target="_top"
        className="mt-4 inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
      >
        Get started
      </a>
    </div>
  );
}
