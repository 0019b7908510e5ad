import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import type { ProductFieldsFragment } from '../../gql/graphql';
import { useProductsQuery } from '../../gql/hooks';
import { LoadMore } from '../../shared/components/LoadMore';
import { errorDetails } from '../../shared/error-messages';
import { keptPages } from '../../shared/kept-results';
import { appendPage } from '../../shared/live/connection';
import {
  catalogueFilterErrors,
  emptyCatalogueFilter,
  toProductsFilter,
  type CatalogueFilterValues,
} from '../catalogue-filter';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueSkeletons } from './CatalogueSkeletons';

const PAGE = 12;

type ProductCatalogueProps = {
  /** "Ask for a quote" on a product's card. */
  onAskQuote: (product: ProductFieldsFragment) => void;
};

/** The public catalogue: approved partners' visible products, filtered, a page at a time. */
export function ProductCatalogue({ onAskQuote }: ProductCatalogueProps) {
  const [values, setValues] = useState<CatalogueFilterValues>(emptyCatalogueFilter);
  const [debounced] = useDebouncedValue(values, 300);
  const valid = Object.keys(catalogueFilterErrors(debounced)).length === 0;
  const [applied, setApplied] = useState(debounced);
  if (valid && applied !== debounced) setApplied(debounced);
  const { data, previousData, loading, error, fetchMore } = useProductsQuery({
    variables: { filter: toProductsFilter(applied), orderBy: applied.orderBy, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection, firstLoad, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    (answer) => answer.products,
  );
  const products = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptyCatalogueFilter);

  return (
    <Stack gap="md">
      <CatalogueFilters values={values} onChange={setValues} />
      {connection && (
        <Text size="sm" c="dimmed" role="status">
          {connection.totalCount} {connection.totalCount === 1 ? 'product' : 'products'}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {firstLoad ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" role="status" aria-label="Loading products">
          <CatalogueSkeletons />
        </SimpleGrid>
      ) : products.length === 0 && !error ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">
              {filtered
                ? 'No product matches. Try fewer words, another category or a wider price range.'
                : 'No partner lists products yet. Post a request below and suppliers answer with quotes.'}
            </Text>
            {filtered && (
              <Button size="xs" variant="light" onClick={() => setValues(emptyCatalogueFilter)}>
                Clear the filters
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" {...busy}>
          {products.map((product) => (
            <CatalogueCard
              key={product.id}
              product={product}
              onAskQuote={() => onAskQuote(product)}
              onPartner={() =>
                setValues({
                  ...values,
                  partner: { id: product.partner.id, name: product.partner.businessName },
                })
              }
            />
          ))}
        </SimpleGrid>
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
                products: appendPage(previous.products, fetchMoreResult.products),
              }),
            })
          }
        />
      )}
    </Stack>
  );
}
