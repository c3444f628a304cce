import { Link } from 'react-router';
import { BRAND_NAME, BRAND_TAGLINE, ROUTES } from '@revy/shared';
import { SupportContact } from './support-contact';
import { openPrivacyChoices } from '../lib/consent';
import { Logo } from './ui/logo';

// The help pages are content pages at /{slug} (default content every install gets, issue 17).
const COLUMNS = [
  {
    title: 'Sell and buy',
    links: [
      { to: ROUTES.showroom, label: 'Showroom' },
      { to: ROUTES.myGarageCreate, label: 'Sell your car' },
      { to: '/how-it-works', label: 'How it works' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: ROUTES.blog, label: 'Blog' },
      { to: '/safety', label: 'Safety' },
      { to: '/faq', label: 'FAQ' },
      { to: ROUTES.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: ROUTES.privacyTerms, label: 'Terms' },
      { to: ROUTES.privacyPolicy, label: 'Privacy' },
    ],
  },
];

/** Footer of the pages marked "footer" in spec 2 (and the home page), and of the marketing layouts. */
export function SiteFooter() {
  return (
    <footer className="below-fold border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] md:gap-10">
        <div className="sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">{BRAND_TAGLINE}.</p>
          <SupportContact className="mt-4 max-w-xs" />
        </div>
        {COLUMNS.map((c) => (
          <nav key={c.title} aria-label={c.title}>
            <h2 className="text-sm font-semibold text-ink">{c.title}</h2>
            <ul className="mt-3 space-y-2">
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-muted hover:text-primary">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-xs text-muted sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. Private sellers, real buyers, no dealer markup.
          </p>
          <button type="button" onClick={openPrivacyChoices} className="underline hover:text-primary">
            Privacy choices
          </button>
        </div>
      </div>
    </footer>
  );
}
