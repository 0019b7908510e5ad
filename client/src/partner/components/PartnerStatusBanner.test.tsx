import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MyPartnerDocument, type PartnerFieldsFragment } from '../../gql/graphql';
import { mockedLiveLink, renderWithApp } from '../../test/render';
import { ApprovedPartnerCheck } from './ApprovedPartnerCheck';
import { PartnerStatusBanner } from './PartnerStatusBanner';

const partner = (status: PartnerFieldsFragment['status'], statusReason: string | null = null) => ({
  __typename: 'Partner' as const,
  id: '7a1f0c3e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  businessName: 'Ikeja Blocks',
  description: null,
  categories: ['BUILDING_MATERIALS' as const],
  serviceArea: { __typename: 'ServiceArea' as const, label: 'Ikeja', lat: 6.6, lng: 3.35, radiusKm: 40 },
  phone: '+234 809 555 0301',
  website: null,
  status,
  statusReason,
  approvedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  email: 'ikeja@example.com',
});

const event = (status: PartnerFieldsFragment['status'], reason: string | null = null) => ({
  result: {
    data: {
      myPartnerEvents: { __typename: 'PartnerEvent', type: 'UPDATED', partner: partner(status, reason) },
    },
  },
});

describe('PartnerStatusBanner', () => {
  it("follows the partner's status events: the guarded page opens, locks with the reason, opens again", async () => {
    const { link, events } = mockedLiveLink([
      { request: { query: MyPartnerDocument }, result: { data: { myPartner: partner('PENDING') } } },
    ]);
    renderWithApp(
      <>
        <PartnerStatusBanner />
        <ApprovedPartnerCheck>
          <p>The live board</p>
        </ApprovedPartnerCheck>
      </>,
      { mocks: link },
    );
    expect(await screen.findByText(/waiting for approval/)).toBeTruthy();

    act(() => events.simulateResult(event('APPROVED')));
    expect(await screen.findByText('The live board')).toBeTruthy();

    act(() => events.simulateResult(event('SUSPENDED', 'Unpaid fees')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your partner account is suspended');
    expect(alert.textContent).toContain('Reason: Unpaid fees');
    expect(screen.queryByText('The live board')).toBeNull();

    act(() => events.simulateResult(event('APPROVED')));
    expect(await screen.findByText('The live board')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
