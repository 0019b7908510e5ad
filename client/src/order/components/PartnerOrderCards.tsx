import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';

import { usePartnerOrderFiguresQuery } from '../../gql/hooks';
import { DashboardStatCard } from '../../partner/components/DashboardStatCard';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatMoney } from '../../shared/format';

/** "2026-03" as "Mar 2026". */
function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The partner dashboard's order figures: what to confirm, dispatch and get paid, and what was delivered. */
export function PartnerOrderCards() {
  const { data } = usePartnerOrderFiguresQuery({ fetchPolicy: 'cache-and-network' });
  const figures = data?.partnerOrderFigures;
  if (!figures)
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label="Loading your order figures">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  const ordersLink = (
    <Anchor component={PreloadLink} to="/partners/orders" inherit>
      Open your orders
    </Anchor>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <DashboardStatCard
          label="Orders to confirm"
          value={figures.toConfirm.toLocaleString()}
          note={figures.toConfirm ? ordersLink : 'Nothing waiting'}
        />
        <DashboardStatCard
          label="Orders to dispatch"
          value={figures.toDispatch.toLocaleString()}
          note="Confirmed, with something left to send"
        />
        <DashboardStatCard
          label="Awaiting payment"
          value={figures.awaitingPayment.toLocaleString()}
          note={
            figures.paymentsToConfirm
              ? `${figures.paymentsToConfirm} recorded payments to confirm`
              : 'Not paid in full yet'
          }
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delivered-by-month">
        <Title order={2} fz="h4" id="delivered-by-month" mb="sm">
          Delivered value per month
        </Title>
        {figures.deliveredByMonth.length === 0 ? (
          <Text size="sm" c="dimmed">
            No completed orders in the last 12 months. Each month’s value appears here once buyers complete
            your orders.
          </Text>
        ) : (
          <Table aria-labelledby="delivered-by-month">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col" ta="right">
                  Delivered
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.deliveredByMonth.map((entry) => (
                <Table.Tr key={`${entry.month}-${entry.value.currency}`}>
                  <Table.Td>{monthLabel(entry.month)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(entry.value.amount, entry.value.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
