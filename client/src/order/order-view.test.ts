import { describe, expect, it } from 'vitest';

import type { OrderDetailFieldsFragment, OrderRowFieldsFragment } from '../gql/graphql';
import { dispatchLines, ordersCsvHref, orderTimeline, whatIsDue } from './order-view';

const row = (over: Partial<OrderRowFieldsFragment>): OrderRowFieldsFragment => ({
  id: 'o1',
  number: 'BW-2026-000001',
  status: 'PLACED',
  kind: 'BUILDING_MATERIALS',
  viewerSide: 'BUYER',
  actions: [],
  total: { amount: '1075.00', currency: 'NGN' },
  balance: { amount: '1075.00', currency: 'NGN' },
  paymentState: 'UNPAID',
  cancelRequestedBy: null,
  deliveryDate: null,
  deliveryBy: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  buyerContact: { name: 'Ada', email: 'ada@example.com' },
  partner: { id: 'p1', businessName: 'Cement Co' },
  wire: { id: 'w1', title: 'Cement' },
  lines: [{ id: 'l1', toDispatch: 10 }],
  shipments: [],
  payments: [],
  ...over,
});

describe('whatIsDue', () => {
  it('tells the partner to confirm a placed order, and the buyer that it waits', () => {
    expect(whatIsDue(row({ viewerSide: 'PARTNER', actions: ['CONFIRM'] }))).toBe(
      'Confirm with a delivery date',
    );
    expect(whatIsDue(row({}))).toBe('Waiting for the partner to confirm');
  });

  it('puts a cancellation request and a dispute before the flow', () => {
    expect(whatIsDue(row({ cancelRequestedBy: 'BUYER', actions: ['AGREE_CANCEL'] }))).toBe(
      'Answer the cancellation request',
    );
    expect(whatIsDue(row({ status: 'DISPUTED' }))).toMatch(/admin/);
  });

  it('names the amount left to pay once everything arrived, and nothing once completed', () => {
    const received = row({
      status: 'RECEIVED',
      lines: [{ id: 'l1', toDispatch: 0 }],
      balance: { amount: '75.00', currency: 'NGN' },
    });
    expect(whatIsDue(received)).toMatch(/75.*to pay/);
    expect(whatIsDue({ ...received, lines: [{ id: 'l1', toDispatch: 4 }] })).toBe('Waiting for the rest');
    expect(
      whatIsDue(row({ status: 'RECEIVED', paymentState: 'PAID', actions: ['COMPLETE'], lines: [] })),
    ).toBe('Complete the order');
    expect(whatIsDue(row({ status: 'COMPLETED' }))).toBe('');
  });

  it('asks the partner to confirm recorded payments', () => {
    const order = row({
      viewerSide: 'PARTNER',
      status: 'RECEIVED',
      actions: ['CONFIRM_PAYMENT'],
      payments: [
        { id: 'x', status: 'RECORDED' },
        { id: 'y', status: 'RECORDED' },
      ],
    });
    expect(whatIsDue(order)).toBe('Confirm 2 payments');
  });
});

describe('dispatchLines', () => {
  const lines = [
    { id: 'a', toDispatch: 10 },
    { id: 'b', toDispatch: 4 },
    { id: 'c', toDispatch: 0 },
  ];
  it('is null (the rest) when every line goes in full', () => {
    expect(dispatchLines(lines, { a: 10, b: 4, c: 0 })).toBeNull();
  });
  it('lists the lines chosen, leaving out zero quantities', () => {
    expect(dispatchLines(lines, { a: '6', b: 0 })).toEqual([{ lineId: 'a', quantity: 6 }]);
  });
});

describe('orderTimeline', () => {
  it('tells the story oldest first, with the dispute after the timed steps', () => {
    const order = {
      ...row({ status: 'DISPUTED' }),
      confirmedAt: '2026-01-02T10:00:00.000Z',
      deliveryDate: '2026-01-09T00:00:00.000Z',
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
      disputedBy: 'BUYER',
      disputeReason: 'Bags torn',
      resolutionNote: null,
      buyerContact: { name: 'Ada', email: 'ada@example.com', phone: null },
      shipments: [
        {
          id: 's1',
          sequence: 1,
          note: 'WB-1',
          createdAt: '2026-01-03T10:00:00.000Z',
          receivedAt: '2026-01-04T10:00:00.000Z',
          receiptNote: null,
          photo: null,
          lines: [],
        },
      ],
      payments: [],
    } as unknown as OrderDetailFieldsFragment;
    expect(orderTimeline(order).map((entry) => entry.title)).toEqual([
      'Order placed',
      'Confirmed',
      'Part 1 dispatched',
      'Part 1 received',
      'Disputed',
    ]);
    expect(orderTimeline(order)[2]).toMatchObject({ who: 'Cement Co', note: 'WB-1' });
  });
});

describe('ordersCsvHref', () => {
  it('names the filter and order as the export reads them', () => {
    expect(
      ordersCsvHref(
        { statuses: ['DISPUTED', 'PLACED'], text: 'BW-2026' },
        { field: 'TOTAL', direction: 'ASC' },
      ),
    ).toBe('/api/admin/orders.csv?statuses=DISPUTED%2CPLACED&text=BW-2026&sort=TOTAL&direction=ASC');
  });
});
