import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';

import type { UploadedFileFieldsFragment } from '../../gql/graphql';
import { ImageViewerModal } from '../../shared/components/ImageViewerModal';

type WireAttachmentsProps = { attachments: UploadedFileFieldsFragment[] };

/** A wire's photos (thumbnails that open the large image) and documents (PDF links). */
export function WireAttachments({ attachments }: WireAttachmentsProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  const images = attachments.filter((file) => file.kind === 'IMAGE');
  const documents = attachments.filter((file) => file.kind === 'DOCUMENT');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="attachments-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="attachments-heading">
          Photos and plans
        </Title>
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
            {images.map((image, index) => (
              <UnstyledButton
                key={image.id}
                onClick={() => setOpen(index)}
                aria-label={`Open ${image.name} large`}
                style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              >
                <Image src={image.thumbnailUrl} alt={image.name} h={120} fit="cover" loading="lazy" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        {documents.length > 0 && (
          <Stack gap={6}>
            {documents.map((file) => (
              <Group key={file.id} gap="xs" wrap="nowrap">
                <IconFileTypePdf size={20} aria-hidden="true" />
                <Anchor href={file.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  PDF
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ImageViewerModal
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        title="Photos of this wire"
      />
    </Paper>
  );
}
