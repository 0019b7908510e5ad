import { forwardRef, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

import { whenIdle } from '../idle';
import { preloadRoute } from '../preload';

export type PreloadLinkProps = LinkProps & { to: string };

/**
 * A router link that loads its page's code when hovered or focused, or once it is in view and the
 * page is idle (so the links of a first paint do not compete with the page itself).
 */
export const PreloadLink = forwardRef(function PreloadLink(
  { to, onMouseEnter, onFocus, ...linkProps }: PreloadLinkProps,
  ref: Ref<HTMLAnchorElement>,
) {
  const inner = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);

  useEffect(() => {
    const element = inner.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        cancelIdle = whenIdle(() => preloadRoute(to));
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [to]);

  return (
    <Link
      {...linkProps}
      ref={inner}
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(to);
        onFocus?.(event);
      }}
    />
  );
});
