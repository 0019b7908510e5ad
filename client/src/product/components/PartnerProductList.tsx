import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import type { ProductCategory } from '../../gql/enums';
import type { ProductFieldsFragment } from '../../gql/graphql';
import { useDeleteProductMutation, useMyProductsQuery, useSetProductHiddenMutation } from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { errorDetails } from '../../shared/error-messages';
import { keptPages } from '../../shared/kept-results';
import { appendPage } from '../../shared/live/connection';
import { categoryOptions } from '../product-labels';
import { PartnerProductCard } from './PartnerProductCard';
import { ProductFormDrawer } from './ProductFormDrawer';
import { SearchInput } from '../../shared/components/SearchInput';

const PAGE = 20;

function showError(error: unknown) {
  notifications.show({ color: 'red', message: errorDetails(error)[0]?.message });
}

/** The partner's catalogue: search, category, paging; create, edit, hide/show and delete. */
export function PartnerProductList() {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const filter = { text: text || null, categories: category ? [category] : null };
  const { data, previousData, loading, error, fetchMore } = useMyProductsQuery({
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [editing, setEditing] = useState<{ product: ProductFieldsFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductFieldsFragment | null>(null);
  const [setHidden] = useSetProductHiddenMutation();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [deleteProduct, deleted] = useDeleteProductMutation({ refetchQueries: ['MyProducts'] });
  const { connection, firstLoad, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    (answer) => answer.myProducts,
  );
  const products = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = Boolean(text || category);

  const toggle = (product: ProductFieldsFragment) => {
    setTogglingId(product.id);
    void setHidden({ variables: { id: product.id, hidden: !product.hidden } })
      .then(
        () =>
          notifications.show({
            message: product.hidden
              ? `“${product.name}” is listed again.`
              : `“${product.name}” is hidden from buyers.`,
          }),
        showError,
      )
      .finally(() => setTogglingId(null));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    void deleteProduct({ variables: { id: deleting.id } }).then(() => {
      notifications.show({ message: `“${deleting.name}” was deleted.` });
      setDeleting(null);
    }, showError);
  };

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Products"
        description="Your catalogue of building materials: buyers find these on the building materials page."
        aside={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ product: null })}
          >
            Add product
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter my products">
        <SearchInput
          label="Search"
          placeholder="Name or description"
          type="search"
          value={search}
          onChange={setSearch}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Category"
          placeholder="Every category"
          data={categoryOptions}
          value={category}
          clearable
          onChange={(value) => setCategory(value as ProductCategory | null)}
          w={{ base: '100%', sm: 220 }}
        />
        {connection && (
          <Text size="sm" c="dimmed" role="status" pb={8}>
            {connection.totalCount} {connection.totalCount === 1 ? 'product' : 'products'}
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {firstLoad ? (
        <Stack gap="sm" role="status" aria-label="Loading products">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={104} radius="md" />
          ))}
        </Stack>
      ) : products.length === 0 && !error ? (
        <Paper withBorder p="lg" radius="md">
          {filtered ? (
            <Text c="dimmed">No product matches. Clear the search or the category to see all of them.</Text>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text fw={600}>Your catalogue is empty</Text>
              <Text c="dimmed" size="sm">
                Add the materials you sell, with a price per unit and photos. Buyers browse them on the
                building materials page and ask you for quotes.
              </Text>
              <Button
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setEditing({ product: null })}
              >
                Add your first product
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        <Stack gap="sm" {...busy}>
          {products.map((product) => (
            <PartnerProductCard
              key={product.id}
              product={product}
              busy={togglingId === product.id}
              onEdit={() => setEditing({ product })}
              onToggleHidden={() => toggle(product)}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </Stack>
      )}
      {connection && (
        <LoadMore
          hasMore={hasMore}
          loading={loading}
          label="More products"
          onLoadMore={() =>
            void fetchMore({
              variables: { after: endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                myProducts: appendPage(previous.myProducts, fetchMoreResult.myProducts),
              }),
            })
          }
        />
      )}
      <ProductFormDrawer
        opened={editing !== null}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this product?"
        message={`“${deleting?.name ?? ''}” and its images are removed for good. Quotes that offered it keep their copy.`}
        confirmLabel="Delete product"
        color="red"
        loading={deleted.loading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
