import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

import type {
  NotificationCentreQuery,
  NotificationCentreQueryVariables,
  NotificationFieldsFragment,
} from '../../gql/graphql';
import { useMarkAllNotificationsReadMutation, useMarkNotificationsReadMutation } from '../../gql/hooks';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { errorDetails } from '../../shared/error-messages';
import { formatAge } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { useLatest } from '../../shared/use-latest';
import { notificationCentreLive } from '../notification-centre-live';
import { notificationStream } from '../notification-stream';

const PAGE = 15;

/** Whether `link` (a notification's) is the page at `location`: its path, and each of its parameters. */
export function linksTo(link: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const target = new URL(link, 'http://here');
  if (target.pathname !== location.pathname) return false;
  const here = new URLSearchParams(location.search);
  for (const [name, value] of target.searchParams) if (here.get(name) !== value) return false;
  return true;
}

/**
 * The bell in every layout's header (signed in): the unread count, live; a list of my
 * notifications, newest first, each linking to what it is about; mark one or all read. A new
 * notification also shows a toast.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const centre = useLiveQuery(notificationCentreLive, {
    variables: { first: PAGE } as NotificationCentreQueryVariables,
    // the app's one NotificationEvents subscription: other views hear it through the stream
    onListening: notificationStream.listening,
    onEvent: ({ node: event }) => {
      notificationStream.event(event);
      const notification = event.notification;
      if (!notification) return;
      // the toast links to what it is about (a saved search's alert: the new wire)
      const id = toasts.show({
        title: notification.title,
        message: (
          <Stack gap={4} align="flex-start">
            <Text size="sm" lineClamp={2}>
              {notification.body}
            </Text>
            <Anchor
              href={notification.link}
              size="sm"
              fw={500}
              onClick={(click) => {
                click.preventDefault();
                toasts.hide(id);
                void navigate(notification.link);
              }}
            >
              {notification.kind === 'SAVED_SEARCH_MATCH' && notification.link.startsWith('/wires/details')
                ? 'See the wire'
                : 'Open'}
            </Anchor>
          </Stack>
        ),
        color: 'green',
        autoClose: 8000,
      });
    },
  });
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const unread = centre.data?.unreadNotificationCount ?? 0;
  const list = centre.data?.notifications;

  /** Marks `ids` (all when null) read in the cached list, with the count the server answered: no refetch. */
  const showRead = (ids: string[] | null, unreadCount: number) =>
    centre.updateQuery((previous) => {
      const data = previous as NotificationCentreQuery;
      return {
        ...data,
        unreadNotificationCount: unreadCount,
        notifications: {
          ...data.notifications,
          edges: data.notifications.edges.map((edge) =>
            edge.node.readAt || (ids && !ids.includes(edge.node.id))
              ? edge
              : { ...edge, node: { ...edge.node, readAt: new Date().toISOString() } },
          ),
        },
      };
    });
  const fail = (cause: unknown) => toasts.show({ color: 'red', message: errorDetails(cause)[0]?.message });
  /** The ids being marked read, so that opening one and arriving at its page mark it once. */
  const marking = useRef(new Set<string>());
  const readNow = (ids: string[]) => {
    const fresh = ids.filter((id) => !marking.current.has(id));
    if (!fresh.length) return Promise.resolve();
    fresh.forEach((id) => marking.current.add(id));
    return markRead({ variables: { ids: fresh } })
      .then(({ data }) => {
        if (data) showRead(fresh, data.markNotificationsRead);
      })
      .finally(() => fresh.forEach((id) => marking.current.delete(id)));
  };
  const open = (notification: NotificationFieldsFragment) => {
    setOpened(false);
    if (!notification.readAt) readNow([notification.id]).catch(fail);
    void navigate(notification.link);
  };
  // arriving at the page a notification is about reads it (from the bell, a toast, an email's link
  // or by hand); one that arrives while the viewer stays there stays unread: the toast told of it
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const loaded = list !== undefined;
  const latest = useLatest({ list, location, readNow });
  useEffect(() => {
    const { list: shown, location: at, readNow: read } = latest.current;
    const ids = (shown?.edges ?? [])
      .filter(({ node }) => !node.readAt && linksTo(node.link, at))
      .map(({ node }) => node.id);
    // quietly: the page itself is what the viewer came for
    if (ids.length) read(ids).catch(() => undefined);
  }, [here, loaded, latest]);
  const readAll = async () => {
    try {
      const { data } = await markAll();
      if (data) showRead(null, data.markAllNotificationsRead);
    } catch (cause) {
      fail(cause);
    }
  };

  return (
    <>
      <LiveAnnouncer message={centre.announcement} />
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        trapFocus
      >
        <Indicator
          label={unread > 99 ? '99+' : unread}
          disabled={unread === 0}
          size={16}
          offset={4}
          color="red"
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setOpened((value) => !value)}
              aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            >
              <IconBell size={20} aria-hidden="true" />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0} role="dialog" aria-label="Notifications">
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconChecks size={14} aria-hidden="true" />}
              disabled={unread === 0}
              loading={markingAll.loading}
              onClick={() => void readAll()}
            >
              Mark all read
            </Button>
          </Group>
          <ScrollArea.Autosize mah={420} type="auto">
            {!list ? (
              <Stack gap="xs" p="md" aria-busy="true" aria-label="Loading notifications">
                <Skeleton h={48} />
                <Skeleton h={48} />
              </Stack>
            ) : list.edges.length === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                Nothing yet. You will hear here, and by email, when partners respond to your wires, when
                buyers decide on your quotes, and before your wires expire.
              </Text>
            ) : (
              <Stack
                gap={0}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="My notifications"
              >
                {list.edges.map(({ node }) => (
                  <li key={node.id}>
                    <UnstyledButton
                      onClick={() => open(node)}
                      px="md"
                      py="xs"
                      w="100%"
                      style={{
                        borderTop: '1px solid var(--mantine-color-default-border)',
                        background: node.readAt ? undefined : 'var(--mantine-color-green-light)',
                      }}
                      aria-label={`${node.readAt ? '' : 'Unread: '}${node.title}`}
                    >
                      <Text size="sm" fw={node.readAt ? 500 : 700} lineClamp={2}>
                        {node.title}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {node.body}
                      </Text>
                      {node.reason && (
                        <Text size="xs" mt={2}>
                          Reason: {node.reason}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed" mt={2}>
                        {formatAge(node.createdAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
            {list?.pageInfo.hasNextPage && (
              <Group justify="center" p="xs">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    void centre.fetchMore({
                      variables: { after: list.pageInfo.endCursor },
                      updateQuery: (previous, { fetchMoreResult }) => ({
                        ...fetchMoreResult,
                        notifications: appendPage(previous.notifications, fetchMoreResult.notifications),
                      }),
                    })
                  }
                >
                  Show older
                </Anchor>
              </Group>
            )}
          </ScrollArea.Autosize>
          <Group px="md" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Anchor
              size="xs"
              onClick={(event) => {
                event.preventDefault();
                setOpened(false);
                void navigate('/userinfo?section=notifications');
              }}
              href="/userinfo?section=notifications"
            >
              Email settings
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
