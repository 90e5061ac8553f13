/** The theme context and its hook (site-and-portals.md §4 "Theme"); the provider is theme-provider.tsx. */
import { createContext, useContext } from 'react';
import type { Theme } from '@shared/constants';

export interface ThemeState {
  /** The chosen theme, `system` included. */
  theme: Theme;
  /** The theme in effect: `system` resolved against the device preference. */
  resolvedTheme: 'dark' | 'light';
  setTheme(theme: Theme): void;
  /** Flips between light and dark (§2.2). */
  toggleTheme(): void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

/** The theme state; must be used under `ThemeProvider`. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used within ThemeProvider');
  return state;
}
