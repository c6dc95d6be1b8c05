import { createContext, useContext } from 'react';
import { Spinner } from '../ui/spinner';

/**
 * True while the page shows the app's shell: the HTML Hosting serves for every path that is not
 * prerendered (`shell.html`: navbar, footer and a spinner), built at build time and hydrated as
 * is in the browser; the page's own content replaces the spinner right after hydration
 * (app/main.tsx, docs/decisions/010-first-paint.md).
 */
export const AppShellContext = createContext(false);

export function useIsAppShell(): boolean {
  return useContext(AppShellContext);
}

/** Marks the shell's content in the HTML: app/main.tsx hydrates such a page as the shell. */
export const APP_SHELL_MARKER = 'data-app-shell';

/** What the shell shows where the page will be: tall enough to keep the footer below the fold. */
export function AppShellContent() {
  return (
    <div className="app-shell__content" {...{ [APP_SHELL_MARKER]: '' }}>
      <Spinner fullPage />
    </div>
  );
}
