import { useEffect } from 'react';

export function documentTitle(title: string): string {
  return title.includes('BuildWire') ? title : `${title} | BuildWire`;
}

/** Sets the document title and meta description of the page on screen. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
