import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * SPEC §2: after each navigation the window scrolls to the top. Not when the app starts: the
 * page is where the browser put it (a pre-rendered page the shopper scrolled, or jumped to a
 * section of by its link, before the app took over; a reload), as it is with no app.
 */
export function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    window.scrollTo(0, 0);
  }, [location]);
}
