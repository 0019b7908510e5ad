import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MyPartnerDocument, PartnerDashboardDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { PartnerDashboardPage } from './PartnerDashboardPage';

function figures(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerDashboard',
    matchingOpenWires: 3,
    matchingOpenWiresIsEstimate: false,
    responsesSent: 0,
    responsesAccepted: 0,
    acceptanceRate: 0,
    products: 5,
    visibleProducts: 4,
    listings: 0,
    activeListings: 0,
    acceptedQuoteValue: [],
    responsesPerWeek: [],
    ...overrides,
  };
}

function renderDashboard(dashboard: ReturnType<typeof figures>) {
  renderWithApp(<PartnerDashboardPage />, {
    path: '/partners/dashboard',
    mocks: [
      { request: { query: MyPartnerDocument }, result: { data: { myPartner: null } } },
      { request: { query: PartnerDashboardDocument }, result: { data: { partnerDashboard: dashboard } } },
    ],
  });
}

async function card(label: string) {
  return within(await screen.findByRole('article', { name: label }));
}

describe('PartnerDashboardPage', () => {
  it('shows no acceptance rate before the first response, and an estimated count as one', async () => {
    renderDashboard(figures({ matchingOpenWires: 12480, matchingOpenWiresIsEstimate: true }));
    expect((await card('Matching open wires')).getByText(`About ${(12480).toLocaleString()}`)).toBeTruthy();
    const rate = await card('Acceptance rate');
    expect(rate.getByText('—')).toBeTruthy();
    expect(rate.getByText('No responses yet')).toBeTruthy();
    expect(rate.queryByText('0%')).toBeNull();
  });

  it('shows the rate of the responses sent and an exact count as it is', async () => {
    renderDashboard(figures({ responsesSent: 4, responsesAccepted: 1, acceptanceRate: 0.25 }));
    expect((await card('Matching open wires')).getByText('3')).toBeTruthy();
    const rate = await card('Acceptance rate');
    expect(rate.getByText('25%')).toBeTruthy();
    expect(rate.getByText('Of the responses you sent')).toBeTruthy();
    expect((await card('Responses sent')).getByText('1 accepted')).toBeTruthy();
  });
});
