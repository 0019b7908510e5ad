import { Badge, Table, Text } from '@mantine/core';

import type { HealthSegmentFieldsFragment } from '../../gql/graphql';
import { count, duration, money, percent, perWire, sliceName } from './health-format';

type HealthSegmentsTableProps = { caption: string; segments: readonly HealthSegmentFieldsFragment[] };

/** "12 (was 9)": this period's value with the previous period's beside it. */
function Compared({ now, before }: { now: string; before: string }) {
  return (
    <>
      {now}{' '}
      <Text span size="xs" c="dimmed">
        (was {before})
      </Text>
    </>
  );
}

/**
 * Every slice's figures in one table, so a slice that gets no quotes stands out ("Building
 * materials in Abuja: no quotes"). Scrolls sideways on a phone, its first column kept in view.
 */
export function HealthSegmentsTable({ caption, segments }: HealthSegmentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Slice</Table.Th>
            <Table.Th scope="col">Wires</Table.Th>
            <Table.Th scope="col">Fill rate</Table.Th>
            <Table.Th scope="col">Median first quote</Table.Th>
            <Table.Th scope="col">Quotes per wire</Table.Th>
            <Table.Th scope="col">Acceptance</Table.Th>
            <Table.Th scope="col">Accepted value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((s) => {
            const { current: c, previous: p } = s;
            const unanswered = c.wires > 0 && c.quotes === 0;
            return (
              <Table.Tr key={`${s.kind ?? ''}|${s.state ?? ''}`}>
                <Table.Th scope="row" fw={500}>
                  {sliceName(s.kind, s.state)}{' '}
                  {unanswered && (
                    <Badge color="red" variant="light" size="sm">
                      No quotes
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td>
                  <Compared now={count(c.wires)} before={count(p.wires)} />
                </Table.Td>
                <Table.Td>
                  <Compared
                    now={c.wires ? percent(c.fillRate) : '—'}
                    before={p.wires ? percent(p.fillRate) : '—'}
                  />
                </Table.Td>
                <Table.Td>
                  <Compared
                    now={duration(c.medianMinutesToFirstQuote)}
                    before={duration(p.medianMinutesToFirstQuote)}
                  />
                </Table.Td>
                <Table.Td>
                  <Compared
                    now={c.wires ? perWire(c.quotesPerWire) : '—'}
                    before={p.wires ? perWire(p.quotesPerWire) : '—'}
                  />
                </Table.Td>
                <Table.Td>
                  <Compared
                    now={c.quotes ? percent(c.acceptanceRate) : '—'}
                    before={p.quotes ? percent(p.acceptanceRate) : '—'}
                  />
                </Table.Td>
                <Table.Td>
                  <Compared now={money(c)} before={money(p)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
