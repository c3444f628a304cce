/**
 * The four colour themes of spec 9. Theme 4 (brand purple) is the default; themes 2 to 4 restyle
 * the primary button. The web mirrors these values as CSS variables in apps/web/src/index.css.
 */
export type ThemeName = 'theme1' | 'theme2' | 'theme3' | 'theme4';

export type Theme = {
  name: ThemeName;
  label: string;
  primary: string;
  hover: string;
  pressed: string;
  /** A pale tint for backgrounds and selected states. */
  soft: string;
  /** Whether the theme restyles the primary button (spec 9: themes 2 to 4). */
  restylesPrimaryButton: boolean;
};

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  theme1: {
    name: 'theme1',
    label: 'Violet',
    primary: '#7c3aed',
    hover: '#6d28d9',
    pressed: '#5b21b6',
    soft: '#f1eafe',
    restylesPrimaryButton: false,
  },
  theme2: {
    name: 'theme2',
    label: 'Green',
    primary: '#10b981',
    hover: '#059669',
    pressed: '#047857',
    soft: '#e7f8f1',
    restylesPrimaryButton: true,
  },
  theme3: {
    name: 'theme3',
    label: 'Sky blue',
    primary: '#0ea5e9',
    hover: '#0284c7',
    pressed: '#0369a1',
    soft: '#e6f5fd',
    restylesPrimaryButton: true,
  },
  theme4: {
    name: 'theme4',
    label: 'Brand purple',
    primary: '#5f3566',
    hover: '#4e2b54',
    pressed: '#3f2244',
    soft: '#f3ebf4',
    restylesPrimaryButton: true,
  },
};

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const DEFAULT_THEME: ThemeName = 'theme4';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEMES, value);
}

/** The theme for a themeFlag value; unknown values fall back to the default theme. */
export function themeFor(flagValue: string | null | undefined): Theme {
  return THEMES[isThemeName(flagValue) ? flagValue : DEFAULT_THEME];
}

/** Logo options of spec 9: the logo's theme defaults to theme2; variants bright, mobile, white. */
export const LOGO_VARIANTS = ['default', 'bright', 'mobile', 'white'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];
export const DEFAULT_LOGO_THEME: ThemeName = 'theme2';
