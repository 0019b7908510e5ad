import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';

import type { ProductFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';
import { categoryLabels } from '../product-labels';
import { ProductImage } from './ProductImage';

type PartnerProductCardProps = {
  product: ProductFieldsFragment;
  busy: boolean;
  onEdit: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
};

/** One product of the partner's own list, with its actions. */
export function PartnerProductCard({
  product,
  busy,
  onEdit,
  onToggleHidden,
  onDelete,
}: PartnerProductCardProps) {
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={product.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ProductImage image={product.mainImage} name={product.name} height={72} width={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Text>
            <Group gap={6}>
              {product.hidden && (
                <Badge color="gray" variant="light">
                  Hidden
                </Badge>
              )}
              <Badge color={product.inStock ? 'green' : 'orange'} variant="light">
                {product.inStock ? 'In stock' : 'Out of stock'}
              </Badge>
            </Group>
          </Group>
          <Text size="sm">
            {formatMoney(product.price.amount, product.price.currency)} per {product.unit} ·{' '}
            {categoryLabels[product.category]} · {product.images.length}{' '}
            {product.images.length === 1 ? 'image' : 'images'}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} aria-hidden="true" />}
              aria-label={`Edit ${product.name}`}
              onClick={onEdit}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy}
              leftSection={
                product.hidden ? (
                  <IconEye size={14} aria-hidden="true" />
                ) : (
                  <IconEyeOff size={14} aria-hidden="true" />
                )
              }
              aria-label={`${product.hidden ? 'Show' : 'Hide'} ${product.name}`}
              onClick={onToggleHidden}
            >
              {product.hidden ? 'Show' : 'Hide'}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              aria-label={`Delete ${product.name}`}
              onClick={onDelete}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
