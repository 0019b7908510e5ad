import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The key react-router's own `<ScrollRestoration>` kept them under (a tab open across the change keeps its places). */
const storageKey = 'react-router-scroll-positions';
/** The page's scroll position per history entry (location.key), for the life of the tab. */
let positions: Record<string, number> = {};

/**
 * Scroll restoration as react-router's data router does it (its `<ScrollRestoration>` needs that
 * router), for the declarative one: back and
 * forward return to where each history entry was left (also after a reload: the positions are kept
 * in sessionStorage when the page is hidden); any other navigation goes to the element the hash
 * names, or to the top. Positions are taken as the page scrolls, so a navigation records the one
 * it leaves before the next page can change it.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      const saved = sessionStorage.getItem(storageKey);
      if (saved) positions = JSON.parse(saved) as Record<string, number>;
    } catch {
      // no storage (private mode, a blocked origin) or not ours: start afresh
    }
  }, []);

  useEffect(() => {
    const record = () => {
      positions[shown.current] = window.scrollY;
    };
    const keep = () => {
      record();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // no storage: the positions last until the tab closes or reloads
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // a hash that is not a decodable id: to the top, as without one
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
