import { useEffect, useLayoutEffect } from 'react';

export function documentTitle(title: string): string {
  return title.includes('BuildWire') ? title : `${title} | BuildWire`;
}

function applyMeta(title: string, description: string): void {
  document.title = documentTitle(title);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Sets the document title and meta description of the page on screen; a null title leaves them
 * as they are (a page whose record is still loading keeps its route's).
 */
export function usePageMeta(title: string | null, description: string): void {
  useEffect(() => {
    if (title !== null) applyMeta(title, description);
  }, [title, description]);
}

/**
 * The route's own title and description, set before any page's (a layout effect runs before
 * every passive one), so a page that names itself (a wire's page) has the last word.
 */
export function useRouteMeta(title: string, description: string): void {
  useLayoutEffect(() => applyMeta(title, description), [title, description]);
}
