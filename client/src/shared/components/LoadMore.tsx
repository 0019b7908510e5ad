import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

import { useLatest } from '../use-latest';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void; label?: string };

/** Loads the next page when scrolled into view; the button is the keyboard and no-observer fallback. */
export function LoadMore({ hasMore, loading, onLoadMore, label = 'Load more' }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useLatest({ loading, onLoadMore });
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) {
          latest.current.onLoadMore();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, latest]);
  if (!hasMore) return null;
  return (
    <Center ref={sentinel} py="md">
      <Button variant="light" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </Center>
  );
}
