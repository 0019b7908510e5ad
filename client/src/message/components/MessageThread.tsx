import { Alert, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconLock, IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import type { ResponseStatus, ThreadMessagesQueryVariables } from '../../gql/graphql';
import { useMarkThreadReadMutation, useSendMessageMutation } from '../../gql/hooks';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { toFormErrors } from '../../shared/form-errors';
import { appendPage } from '../../shared/live/connection';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { threadLive } from '../thread-live';
import { MessageBubble } from './MessageBubble';
import { ReportThreadButton } from './ReportThreadButton';

/** The longest message, as the API takes it. */
export const MESSAGE_MAX = 4000;

type MessageThreadProps = {
  responseId: string;
  status: ResponseStatus;
  /** The other party, as the reader calls them ("the buyer", the business's name). */
  counterpart: string;
  /** Unread messages when the panel opened (they are marked read at once). */
  unread: number;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The conversation of one response between the wire's owner and the partner, live: messages oldest
 * first, a composer (Ctrl/Cmd+Enter sends) with images through the upload pipeline, read receipts,
 * and a report button. Contacts stay hidden until the quote is accepted (the server masks them).
 */
export function MessageThread({ responseId, status, counterpart, unread }: MessageThreadProps) {
  const [markRead] = useMarkThreadReadMutation();
  const variables: ThreadMessagesQueryVariables = { responseId, first: 20 };
  const live = useLiveQuery(threadLive, {
    variables,
    subscriptionVariables: { responseId },
    // the bell already toasts a new message; an open thread just reads it
    onEvent: ({ node: event }) => {
      if (event.message && !event.message.mine)
        void markRead({ variables: { responseId } }).catch(() => undefined);
    },
  });
  const { data, loading, fetchMore, refetch } = live;
  const connection = data?.messages;

  // opening the thread reads it
  const unreadAtOpen = useRef(unread);
  useEffect(() => {
    if (unreadAtOpen.current > 0) void markRead({ variables: { responseId } }).catch(() => undefined);
  }, [markRead, responseId]);

  // accepting reveals the contacts: read the thread again when the response's status changes
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void refetch();
  }, [status, refetch]);

  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ body?: string; images?: string; form?: string }>({});
  const [showImages, setShowImages] = useState(false);
  const uploads = useFileUploads({ kind: 'image', max: 6 });
  const [send, sending] = useSendMessageMutation();
  const open = status === 'SENT' || status === 'ACCEPTED';

  const submit = async () => {
    if (sending.loading) return;
    if (uploads.busy) {
      setErrors({ images: 'Wait for the images to finish uploading.' });
      return;
    }
    if (!body.trim() && uploads.fileIds.length === 0) {
      setErrors({ body: 'Write a message (or add an image).' });
      return;
    }
    try {
      await send({
        variables: { input: { responseId, body, attachmentIds: uploads.fileIds } },
      });
      // the sender's own message arrives as a live event; while events are paused, read again
      if (live.paused) await refetch();
      setBody('');
      setErrors({});
      uploads.reset([]);
      setShowImages(false);
    } catch (error) {
      const { fieldErrors, formError } = toFormErrors(error, ['body', 'attachmentIds']);
      setErrors({ body: fieldErrors.body, images: fieldErrors.attachmentIds, form: formError });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const messages = connection ? [...connection.edges].reverse().map((edge) => edge.node) : [];
  const lastSeenMine = [...messages].reverse().find((message) => message.mine && message.seen)?.id;
  const anyHidden = messages.some((message) => message.contactHidden);

  return (
    <Stack gap="sm" aria-label={`Messages with ${counterpart}`} role="region">
      <Group justify="flex-end" gap="xs">
        <LivePausedNote paused={live.paused} />
        {connection && connection.totalCount > 0 && <ReportThreadButton responseId={responseId} />}
      </Group>
      {!connection && loading && <Skeleton height={80} role="status" aria-label="Loading messages" />}
      {connection?.pageInfo.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                messages: appendPage(previous.messages, fetchMoreResult.messages),
              }),
            })
          }
        >
          Load earlier messages
        </Button>
      )}
      {connection && messages.length === 0 && (
        <Text size="sm" c="dimmed">
          No messages yet — ask about delivery, stock, timing or anything the quote does not say.
        </Text>
      )}
      {messages.length > 0 && (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              author={message.mine ? 'You' : counterpart}
              showSeen={message.id === lastSeenMine}
            />
          ))}
        </Stack>
      )}
      {anyHidden && (
        <Text size="xs" c="dimmed">
          <IconLock size={12} aria-hidden /> Email addresses and phone numbers show as “[contact hidden until
          accepted]” until the buyer accepts this quote; accepting shares both sides’ contacts.
        </Text>
      )}
      {open ? (
        <Stack gap="xs">
          <Textarea
            label={`Message to ${counterpart}`}
            description={`${isMac ? '⌘' : 'Ctrl'}+Enter sends.`}
            placeholder="Ask about delivery, stock, timing…"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={MESSAGE_MAX}
            value={body}
            error={errors.body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (errors.body) setErrors({ ...errors, body: undefined });
            }}
            onKeyDown={onKeyDown}
          />
          {showImages && (
            <FileUploader label="Images" uploads={uploads} error={errors.images} disabled={sending.loading} />
          )}
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => setShowImages((shown) => !shown)}
              aria-expanded={showImages}
            >
              {showImages ? 'Hide images' : 'Add images'}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={sending.loading}
              onClick={() => void submit()}
            >
              Send
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="gray">
          This quote was {status === 'WITHDRAWN' ? 'withdrawn' : 'declined'}: the conversation can be read but
          no longer answered.
        </Alert>
      )}
      <LiveAnnouncer message={live.announcement} />
    </Stack>
  );
}
