import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

// Whether the app has shown a page yet: shared by both layouts' instances, since moving from
// one layout to the other mounts a new one.
let firstPage = true;

/**
 * Each new path starts at the top of the page; in-page anchors still work. The first page is
 * left where the visitor is: a served page may have been scrolled before the app hydrates it,
 * and the browser already put a reloaded page back where it was.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const isFirst = firstPage;
    firstPage = false;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (!isFirst) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
