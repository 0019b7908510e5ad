import { Badge, Button, Collapse, Paper, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import type { ResponseStatus } from '../../gql/graphql';

// the thread (and the upload pipeline's dropzone) loads when a conversation is first opened
const MessageThread = lazy(() =>
  import('./MessageThread').then((module) => ({ default: module.MessageThread })),
);

type ResponseThreadPanelProps = {
  responseId: string;
  status: ResponseStatus;
  counterpart: string;
  unreadMessageCount: number;
};

/**
 * A response's messages behind a toggle with its unread badge; open at once when the page's hash
 * names it (`#thread-<responseId>`, the link of a NEW_MESSAGE notification).
 */
export function ResponseThreadPanel({
  responseId,
  status,
  counterpart,
  unreadMessageCount,
}: ResponseThreadPanelProps) {
  const anchor = `thread-${responseId}`;
  const [opened, setOpened] = useState(
    () => typeof window !== 'undefined' && window.location.hash === `#${anchor}`,
  );
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash !== `#${anchor}`) return;
      setOpened(true);
      element.current?.scrollIntoView({ block: 'start' });
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [anchor]);
  const unread = opened ? 0 : unreadMessageCount;
  return (
    <div id={anchor} ref={element}>
      <Button
        variant={opened ? 'light' : 'default'}
        size="xs"
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        rightSection={
          unread > 0 ? (
            <>
              <Badge size="xs" color="red" circle aria-hidden>
                {unread}
              </Badge>
              <VisuallyHidden>{unread} unread</VisuallyHidden>
            </>
          ) : undefined
        }
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={`${anchor}-panel`}
      >
        Messages
      </Button>
      <Collapse expanded={opened} id={`${anchor}-panel`}>
        <Paper withBorder radius="md" p="sm" mt="xs">
          {opened && (
            <Suspense fallback={<Skeleton height={80} role="status" aria-label="Loading messages" />}>
              <MessageThread
                responseId={responseId}
                status={status}
                counterpart={counterpart}
                unread={unreadMessageCount}
              />
            </Suspense>
          )}
        </Paper>
      </Collapse>
    </div>
  );
}
