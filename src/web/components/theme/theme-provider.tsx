/**
 * Theme state (site-and-portals.md §4 "Theme"): dark by default, light, or system; persisted in localStorage
 * under `theme`. The inline script in index.html applies the stored theme before the first paint.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME, type Theme } from '@shared/constants';
import { ThemeContext, type ThemeState } from './theme-context';

function readStoredTheme(): Theme {
  if (typeof window === 'undefined') return THEME.default;
  try {
    const stored = window.localStorage.getItem(THEME.storageKey);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : THEME.default;
  } catch {
    return THEME.default;
  }
}

function systemPrefersLight(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: light)').matches;
}

function resolve(theme: Theme, prefersLight: boolean): 'dark' | 'light' {
  if (theme === 'system') return prefersLight ? 'light' : 'dark';
  return theme;
}

/** Provides the theme to the app and keeps `<html class>` in sync with it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [prefersLight, setPrefersLight] = useState(systemPrefersLight);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const onChange = () => setPrefersLight(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = resolve(theme, prefersLight);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolvedTheme);
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      window.localStorage.setItem(THEME.storageKey, next);
    } catch {
      // Storage may be unavailable (private mode); the theme still applies for this visit.
    }
  }, []);

  const value = useMemo<ThemeState>(
    () => ({
      theme,
      resolvedTheme,
      setTheme,
      toggleTheme: () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, resolvedTheme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
