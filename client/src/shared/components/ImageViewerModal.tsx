import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export type ViewableImage = { id: string; name: string; largeUrl: string };

type ImageViewerModalProps = {
  images: ViewableImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the images are of, for the dialog's title ("Photos of the wire"). */
  title: string;
};

/** One image large (the 1280 px rendition), with previous/next when there are several. */
export function ImageViewerModal({ images, index, onIndexChange, onClose, title }: ImageViewerModalProps) {
  const image = index === null ? undefined : images[index];
  const many = images.length > 1;
  return (
    <Modal opened={Boolean(image)} onClose={onClose} title={title} size="xl" centered>
      {image && index !== null && (
        <Stack gap="sm">
          <Image src={image.largeUrl} alt={image.name} fit="contain" mah="70vh" radius="sm" />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {many ? `${index + 1} of ${images.length} · ` : ''}
              {image.name}
            </Text>
            {many && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
                  onClick={() => onIndexChange((index + images.length - 1) % images.length)}
                >
                  Previous
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  rightSection={<IconChevronRight size={14} aria-hidden="true" />}
                  onClick={() => onIndexChange((index + 1) % images.length)}
                >
                  Next
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
