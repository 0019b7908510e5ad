import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

type ProductImageProps = {
  image: { thumbnailUrl: string } | null | undefined;
  name: string;
  height: number;
  width?: number | string;
};

/** A product's main image, or a quiet placeholder when it has none. */
export function ProductImage({ image, name, height, width = '100%' }: ProductImageProps) {
  if (!image) {
    return (
      <Center
        h={height}
        w={width}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 8, flex: 'none' }}
      >
        <IconPhoto size={28} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
    <Image
      src={image.thumbnailUrl}
      alt={name}
      h={height}
      w={width}
      fit="cover"
      radius="md"
      loading="lazy"
      style={{ flex: 'none' }}
    />
  );
}
