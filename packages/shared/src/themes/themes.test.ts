import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO_THEME, DEFAULT_THEME, THEMES, THEME_NAMES, isThemeName, themeFor } from './themes';
import { FLAGS } from '../flags/flags';

describe('themes', () => {
  it('has the four colours of spec 9 with hover and pressed shades', () => {
    expect(THEMES.theme1.primary).toBe('#7c3aed');
    expect(THEMES.theme2.primary).toBe('#10b981');
    expect(THEMES.theme3.primary).toBe('#0ea5e9');
    expect(THEMES.theme4.primary.toLowerCase()).toBe('#5f3566');
    for (const t of Object.values(THEMES)) {
      expect(t.hover).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.pressed).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Set([t.primary, t.hover, t.pressed]).size).toBe(3);
    }
  });

  it('restyles the primary button in themes 2 to 4 only', () => {
    expect(THEME_NAMES.filter((n) => THEMES[n].restylesPrimaryButton)).toEqual(['theme2', 'theme3', 'theme4']);
  });

  it('matches the themeFlag variants and default', () => {
    expect([...FLAGS.themeFlag.variants]).toEqual(THEME_NAMES);
    expect(FLAGS.themeFlag.default).toBe(DEFAULT_THEME);
  });

  it('falls back to the default theme for unknown values', () => {
    expect(themeFor('theme2').name).toBe('theme2');
    expect(themeFor('nope').name).toBe('theme4');
    expect(themeFor(undefined).name).toBe('theme4');
    expect(isThemeName('toString')).toBe(false);
  });

  it('defaults the logo theme to theme2', () => {
    expect(DEFAULT_LOGO_THEME).toBe('theme2');
  });
});
