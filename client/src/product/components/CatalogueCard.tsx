import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageDollar } from '@tabler/icons-react';

import type { ProductFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';
import { VerifiedBadge } from '../../partner/components/VerifiedBadge';
import { categoryLabels } from '../product-labels';
import { ProductImage } from './ProductImage';

type CatalogueCardProps = {
  product: ProductFieldsFragment;
  onAskQuote: () => void;
  onPartner: () => void;
};

/** A product of the public catalogue: image, name, price per unit, stock, its partner, a quote button. */
export function CatalogueCard({ product, onAskQuote, onPartner }: CatalogueCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={product.name}>
      <Card.Section>
        <ProductImage image={product.mainImage} name={product.name} height={160} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Text size="lg" fw={700} c="green" lh={1.2}>
          {formatMoney(product.price.amount, product.price.currency)}
          <Text span size="sm" fw={400} c="dimmed">
            {' '}
            per {product.unit}
          </Text>
        </Text>
        <Group gap={6}>
          <Badge variant="light" color={product.inStock ? 'green' : 'orange'}>
            {product.inStock ? 'In stock' : 'Out of stock'}
          </Badge>
          <Badge variant="light" color="blue">
            {categoryLabels[product.category]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          by{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onPartner}
            aria-label={`Show products of ${product.partner.businessName}`}
          >
            {product.partner.businessName}
          </Anchor>{' '}
          <VerifiedBadge partner={product.partner} />
        </Text>
      </Stack>
      <Button
        mt="sm"
        fullWidth
        variant="light"
        leftSection={<IconMessageDollar size={16} aria-hidden="true" />}
        onClick={onAskQuote}
        aria-label={`Ask for a quote: ${product.name}`}
      >
        Ask for a quote
      </Button>
    </Card>
  );
}
