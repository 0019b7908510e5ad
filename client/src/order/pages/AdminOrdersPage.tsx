import { Anchor, Button, Group, MultiSelect, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import type { OrderSort, OrderStatus, SortDirection } from '../../gql/graphql';
import { SortHeader } from '../../admin/components/SortHeader';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { SearchInput } from '../../shared/components/SearchInput';
import { formatDate, formatMoney } from '../../shared/format';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { OrderBadges } from '../components/OrderBadges';
import { adminOrdersLive } from '../live-lists';
import { ORDER_STATUSES, orderHref, ordersCsvHref, statusLabels } from '../order-view';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabels[status].label }));

export function AdminOrdersPage() {
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  const [text, setText] = useState('');
  const [sort, setSort] = useState<{ field: OrderSort; direction: SortDirection }>({
    field: 'CREATED',
    direction: 'DESC',
  });
  // a query per pause in typing, not per key
  const [searched] = useDebouncedValue(text.trim(), 300);
  const variables = useMemo(
    () => ({
      first: 25,
      filter: { ...(statuses.length ? { statuses } : {}), ...(searched ? { text: searched } : {}) },
      orderBy: sort,
    }),
    [statuses, searched, sort],
  );
  const orders = useLiveConnection(adminOrdersLive, {
    variables,
    onEvent: ({ type, node }) => {
      if (type === 'UPDATED' && node.status === 'DISPUTED')
        notifications.show({ color: 'red', message: `Order ${node.number} is disputed.` });
      else if (type === 'CREATED') notifications.show({ message: `New order ${node.number}.` });
    },
  });
  const rows = orders.connection?.edges.map((edge) => edge.node);
  const filtered = statuses.length > 0 || text.trim() !== '';
  const head = (label: string, field: OrderSort) => (
    <SortHeader<OrderSort>
      label={label}
      column={field}
      sort={sort.field}
      direction={sort.direction}
      onSort={(column, direction) => setSort({ field: column, direction })}
    />
  );
  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Orders"
        description="Every order on the marketplace: filter, sort, export, open one to resolve its dispute."
        aside={
          <Group gap="sm">
            <LivePausedNote paused={orders.paused} />
            <Button
              component="a"
              href={ordersCsvHref(variables.filter, variables.orderBy)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      <LiveAnnouncer message={orders.announcement} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label="Status"
          placeholder={statuses.length ? undefined : 'Any status'}
          data={STATUS_OPTIONS}
          value={statuses}
          onChange={(value) => setStatuses(value as OrderStatus[])}
          clearable
          w={{ base: '100%', xs: 320 }}
        />
        <SearchInput
          label="Search"
          placeholder="Number, wire, party"
          value={text}
          onChange={setText}
          w={{ base: '100%', xs: 280 }}
        />
        {filtered && (
          <Button variant="default" onClick={() => (setStatuses([]), setText(''))}>
            Reset filters
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {orders.connection
          ? `${orders.connection.totalCount.toLocaleString()} ${orders.connection.totalCount === 1 ? 'order' : 'orders'}`
          : ''}
      </Text>
      {!rows && orders.loading ? (
        <Stack gap={6} role="status" aria-label="Loading orders">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : rows && rows.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>No orders match</Text>
          <Text size="sm" c="dimmed">
            {filtered
              ? 'Widen the filters, or reset them.'
              : 'An order is made when a buyer accepts a quote.'}
          </Text>
        </Stack>
      ) : (
        <div {...orders.busy}>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover aria-label="Orders">
              <Table.Thead>
                <Table.Tr>
                  {head('Number', 'NUMBER')}
                  <Table.Th scope="col">Buyer</Table.Th>
                  <Table.Th scope="col">Partner</Table.Th>
                  {head('Total', 'TOTAL')}
                  {head('Status', 'STATUS')}
                  {head('Placed', 'CREATED')}
                  {head('Changed', 'UPDATED')}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows?.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Th scope="row">
                      <Anchor
                        component={PreloadLink}
                        to={orderHref(order.id, 'ADMIN')}
                        ff="monospace"
                        size="sm"
                      >
                        {order.number}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{order.buyerContact.name ?? order.buyerContact.email}</Table.Td>
                    <Table.Td>{order.partner.businessName}</Table.Td>
                    <Table.Td>{formatMoney(order.total.amount, order.total.currency)}</Table.Td>
                    <Table.Td>
                      <OrderBadges status={order.status} paymentState={order.paymentState} />
                    </Table.Td>
                    <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                    <Table.Td>{formatDate(order.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
      <LoadMore hasMore={orders.hasMore} loading={orders.loadingMore} onLoadMore={orders.loadMore} />
    </Stack>
  );
}
