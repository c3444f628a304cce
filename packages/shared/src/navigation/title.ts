/** The brand, in one place. */
export const BRAND_NAME = 'Revy';
export const BRAND_TAGLINE = 'The best way to sell your car, powered by AI';
/** Spec 1: the default page title says it is the best way to sell a car, powered by AI. */
export const DEFAULT_TITLE = `${BRAND_NAME} - ${BRAND_TAGLINE}`;

export type RouteMeta = {
  /** Page title from the route table; the brand is appended. */
  title?: string;
  /** Routes of the public page builder skip guards, the loading screen and the health check. */
  publicBuilder?: boolean;
};

/** The document title for a route: its meta title with the brand, else the default title. */
export function pageTitle(meta?: RouteMeta | null): string {
  const title = meta?.title?.trim();
  return title ? `${title} - ${BRAND_NAME}` : DEFAULT_TITLE;
}
