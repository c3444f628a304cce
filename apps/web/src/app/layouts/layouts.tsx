import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@revy/shared';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { SkipLink } from '../../components/skip-link';
import { Logo } from '../../components/ui/logo';

/** The layouts of spec 2. Each route names one in its handle; the root route renders it. */
export const LAYOUT_KINDS = [
  'app',
  'auth',
  'default',
  'detail',
  'empty',
  'landing',
  'newApp',
  'newLanding',
  'widget',
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export type LayoutProps = { children: ReactNode; footer?: boolean };

const MAIN_ID = 'main-content';
/**
 * With a footer, the page area is at least a screen tall: the footer starts below the fold instead of under a short
 * loading page, so it does not jump down when the page's content arrives (issue 17's layout shift).
 */
const FOOTER_BELOW_FOLD = 'min-h-dvh';

function Main({ children, className = '' }: { children: ReactNode; className?: string }) {
  // tabIndex -1 lets the skip link move focus here.
  return (
    <main id={MAIN_ID} tabIndex={-1} className={`flex-1 outline-none ${className}`}>
      {children}
    </main>
  );
}

/** app: top navigation with logo, primary links and account menu; footer where marked. */
export function AppLayout({ children, footer }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink target={MAIN_ID} />
      <SiteHeader />
      <Main className={footer ? FOOTER_BELOW_FOLD : ''}>{children}</Main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

/** newApp: the focused app chrome of newer flows: logo and account, no primary links. */
export function NewAppLayout({ children, footer }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink target={MAIN_ID} />
      <SiteHeader showNav={false} />
      <Main className={`mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 ${footer ? FOOTER_BELOW_FOLD : ''}`}>
        {children}
      </Main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

/** auth: a centred card on a branded background. */
export function AuthLayout({ children }: LayoutProps) {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-10"
      style={{
        background:
          'radial-gradient(circle at 15% 10%, color-mix(in srgb, var(--theme-primary) 35%, transparent), transparent 45%), radial-gradient(circle at 90% 90%, color-mix(in srgb, var(--theme-primary) 25%, transparent), transparent 40%), var(--theme-primary-pressed)',
      }}
    >
      <SkipLink target={MAIN_ID} />
      <Link to={ROUTES.home} className="mb-6 rounded-lg" aria-label="Revy home">
        <Logo variant="white" />
      </Link>
      <Main className="w-full max-w-md flex-none">
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
      </Main>
      <p className="mt-6 text-center text-sm text-white/80">
        <Link to={ROUTES.privacyTerms} className="hover:text-white">
          Terms
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={ROUTES.privacyPolicy} className="hover:text-white">
          Privacy
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={ROUTES.contact} className="hover:text-white">
          Help
        </Link>
      </p>
    </div>
  );
}

/** default: a light header with the logo, the page centred. For error and utility pages. */
export function DefaultLayout({ children, footer }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink target={MAIN_ID} />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Link to={ROUTES.home} className="rounded-lg" aria-label="Revy home">
            <Logo />
          </Link>
        </div>
      </header>
      <Main className={`flex flex-col justify-center ${footer ? FOOTER_BELOW_FOLD : ''}`}>{children}</Main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

/** detail: full-bleed dark viewer (photos) with a back button. */
export function DetailLayout({ children }: LayoutProps) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col bg-ink text-white">
      <SkipLink target={MAIN_ID} />
      <header className="flex h-14 items-center gap-3 px-4">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-white/10"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          Back
        </button>
        <Link to={ROUTES.home} className="ml-auto rounded-lg" aria-label="Revy home">
          <Logo variant="white" />
        </Link>
      </header>
      <Main className="flex flex-col">{children}</Main>
    </div>
  );
}

/** empty: the page alone (embedded tools such as the chat console). */
export function EmptyLayout({ children }: LayoutProps) {
  return <>{children}</>;
}

/** landing: marketing header and footer. */
export function LandingLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink target={MAIN_ID} />
      <MarketingHeader />
      <Main>{children}</Main>
      <SiteFooter />
    </div>
  );
}

/** newLanding: a minimal header over the page's own hero; footer below. */
export function NewLandingLayout({ children }: LayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-white">
      <SkipLink target={MAIN_ID} />
      <MarketingHeader minimal />
      {/* The header floats over the top of the page; keep the page clear of it. */}
      <Main className="pt-16">{children}</Main>
      <SiteFooter />
    </div>
  );
}

/** widget: bare, for pages shown inside other sites' frames. */
export function WidgetLayout({ children }: LayoutProps) {
  return <main className="min-h-full bg-transparent p-3">{children}</main>;
}

export const LAYOUTS: Record<LayoutKind, ComponentType<LayoutProps>> = {
  app: AppLayout,
  auth: AuthLayout,
  default: DefaultLayout,
  detail: DetailLayout,
  empty: EmptyLayout,
  landing: LandingLayout,
  newApp: NewAppLayout,
  newLanding: NewLandingLayout,
  widget: WidgetLayout,
};
