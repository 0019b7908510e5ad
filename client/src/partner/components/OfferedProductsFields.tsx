import { ActionIcon, Anchor, Group, NumberInput, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { useMyProductsQuery } from '../../gql/hooks';
import { formatMoney } from '../../shared/format';
import { fromCents, lineCents } from '../quote-total';
import type { RespondValues } from '../respond-form-values';
import { ListAddButton } from '../../shared/components/ListAddButton';

type OfferedProductsFieldsProps = {
  form: UseFormReturnType<RespondValues>;
  /** The quote's currency, for the line totals. */
  currency: string;
};

/**
 * A materials quote itemised against the wire's lines: for each line, a product of my catalogue,
 * the quantity and my unit price, with the line total; extra products can be added.
 */
export function OfferedProductsFields({ form, currency }: OfferedProductsFieldsProps) {
  const { data, loading } = useMyProductsQuery({ variables: { first: 100 } });
  const items = form.values.items;
  // stable across renders: a searchable Select re-syncs its search text whenever `data` changes
  const products = useMemo(
    () => (data?.myProducts.edges ?? []).map((edge) => edge.node).filter((product) => !product.hidden),
    [data],
  );
  const options = useMemo(
    () =>
      products.map((product) => ({
        value: product.id,
        label: `${product.name} (${formatMoney(product.price.amount, product.price.currency)} / ${product.unit})`,
      })),
    [products],
  );
  if (loading && !data) return <Skeleton h={120} radius="md" aria-label="Loading your products" />;
  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Your catalogue has no visible products to offer.{' '}
        <Anchor component={Link} to="/partners/products" size="sm">
          Add products
        </Anchor>{' '}
        to itemise your quotes; meanwhile, give a total below.
      </Text>
    );
  }
  const choose = (index: number, productId: string | null) => {
    form.setFieldValue(`items.${index}.productId`, productId ?? '');
    const product = products.find((p) => p.id === productId);
    if (product && items[index]?.unitPrice === '') {
      form.setFieldValue(`items.${index}.unitPrice`, Number(product.price.amount));
    }
  };
  return (
    <Stack gap="xs">
      {items.map((item, index) => {
        const cents =
          item.productId && item.quantity !== '' && item.unitPrice !== ''
            ? lineCents(item.quantity, String(item.unitPrice))
            : null;
        const n = index + 1;
        return (
          <Paper key={index} withBorder radius="md" p="xs">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {item.asked ?? `Extra product ${n}`}
                </Text>
                {item.asked === null && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove extra product ${n}`}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
              <Select
                label={`Product for line ${n}`}
                placeholder="Not itemised"
                searchable
                clearable
                data={options}
                value={item.productId || null}
                onChange={(value) => choose(index, value)}
                error={form.errors[`items.${index}.productId`]}
              />
              <Group gap="xs" align="flex-start" wrap="wrap">
                <NumberInput
                  label={`Quantity ${n}`}
                  min={0}
                  decimalScale={3}
                  style={{ flex: '1 1 100px' }}
                  {...form.getInputProps(`items.${index}.quantity`)}
                />
                <NumberInput
                  label={`Unit price ${n}`}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  style={{ flex: '1 1 120px' }}
                  {...form.getInputProps(`items.${index}.unitPrice`)}
                />
                <div style={{ flex: '1 1 100px' }}>
                  <Text size="sm" fw={500}>
                    Line total {n}
                  </Text>
                  <Text size="sm" mt={8} aria-live="polite">
                    {cents === null ? '—' : formatMoney(fromCents(cents), currency)}
                  </Text>
                </div>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <ListAddButton
        icon={<IconPlus size={14} aria-hidden="true" />}
        disabled={items.length >= 50}
        onClick={() =>
          form.insertListItem('items', { asked: null, productId: '', quantity: 1, unitPrice: '' })
        }
      >
        Add a product
      </ListAddButton>
    </Stack>
  );
}
