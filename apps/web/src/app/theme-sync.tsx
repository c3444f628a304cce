import { useEffect } from 'react';
import { themeFor } from '@revy/shared';
import { useFlags } from '../lib/flags';

/** Applies the theme of the themeFlag flag (default theme4) as data-theme on <html>. */
export function ThemeSync() {
  const { themeFlag } = useFlags();
  const theme = themeFor(themeFlag);
  useEffect(() => {
    document.documentElement.dataset.theme = theme.name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
  }, [theme]);
  return null;
}
