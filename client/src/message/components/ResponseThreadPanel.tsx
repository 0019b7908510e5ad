import { Badge, Button, Collapse, Paper } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import type { ResponseStatus } from '../../gql/graphql';
import { MessageThread } from './MessageThread';

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
            <Badge size="xs" color="red" circle aria-label={`${unread} unread`}>
              {unread}
            </Badge>
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
            <MessageThread
              responseId={responseId}
              status={status}
              counterpart={counterpart}
              unread={unreadMessageCount}
            />
          )}
        </Paper>
      </Collapse>
    </div>
  );
}
