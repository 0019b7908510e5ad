import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import type { AdminPartnerFieldsFragment } from '../../gql/graphql';
import { formatDate, kindLabels } from '../../shared/format';
import { PartnerActions } from './PartnerActions';
import { PartnerStatusCell } from './PartnerStatusCell';
import { ColumnHeads } from './ColumnHeads';

type PartnersListProps = {
  partners: AdminPartnerFieldsFragment[];
  onSuspend: (partner: AdminPartnerFieldsFragment) => void;
  onHistory: (partner: AdminPartnerFieldsFragment) => void;
};

const categoriesOf = (partner: AdminPartnerFieldsFragment) =>
  partner.categories.map((category) => kindLabels[category]).join(', ');
const areaOf = (partner: AdminPartnerFieldsFragment) =>
  `${partner.serviceArea.label} (${partner.serviceArea.radiusKm} km)`;

/** The partners as a table on wide screens and as cards on a phone (nothing scrolls sideways). */
export function PartnersList({ partners, onSuspend, onHistory }: PartnersListProps) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  if (!wide) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Partners">
        {partners.map((partner) => (
          <Paper key={partner.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {partner.businessName}
                </Text>
                <PartnerStatusCell partner={partner} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {partner.email ?? '—'}
              </Text>
              <Text size="sm" c="dimmed">
                {categoriesOf(partner)} · {areaOf(partner)} · since {formatDate(partner.createdAt)}
              </Text>
              <PartnerActions partner={partner} onSuspend={onSuspend} onHistory={onHistory} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="sm" aria-label="Partners">
      <ColumnHeads
        columns={[
          'Business',
          'Email',
          'Categories',
          'Area',
          { key: 'status', head: 'Status', miw: 130 },
          'Created',
          'Actions',
        ]}
      />
      <Table.Tbody>
        {partners.map((partner) => (
          <Table.Tr key={partner.id}>
            <Table.Td>{partner.businessName}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{partner.email ?? '—'}</Table.Td>
            <Table.Td>{categoriesOf(partner)}</Table.Td>
            <Table.Td>{areaOf(partner)}</Table.Td>
            <Table.Td>
              <PartnerStatusCell partner={partner} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(partner.createdAt)}</Table.Td>
            <Table.Td>
              <PartnerActions partner={partner} onSuspend={onSuspend} onHistory={onHistory} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
