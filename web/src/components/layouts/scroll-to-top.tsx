import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each new path starts at the top of the page; in-page anchors still work. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
