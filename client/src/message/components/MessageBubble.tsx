import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';

import type { MessageFieldsFragment } from '../../gql/graphql';

type MessageBubbleProps = {
  message: MessageFieldsFragment;
  /** Who wrote it, as the reader calls them ("You", the business's name, "Buyer"). */
  author: string;
  /** Show "Seen" under it (my newest message the other side has read). */
  showSeen: boolean;
};

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message: mine on the right, theirs on the left; its images as thumbnails opening the full size. */
export function MessageBubble({ message, author, showSeen }: MessageBubbleProps) {
  return (
    <Stack gap={2} align={message.mine ? 'flex-end' : 'flex-start'} component="li" data-testid="message">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={message.mine ? 'var(--mantine-color-green-light)' : 'var(--mantine-color-default-hover)'}
      >
        {message.body && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        )}
        {message.attachments.length > 0 && (
          <Group gap={6} mt={message.body ? 6 : 0}>
            {message.attachments.map((file) => (
              <Anchor
                key={file.id}
                href={file.largeUrl}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open ${file.name}`}
              >
                <Image src={file.thumbnailUrl} alt={file.name} w={96} h={72} fit="cover" radius="sm" />
              </Anchor>
            ))}
          </Group>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {author} · {time.format(new Date(message.createdAt))}
        {showSeen ? ' · Seen' : ''}
      </Text>
    </Stack>
  );
}
