import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function PartnerDashboardPage() {
  return (
    <NotYetAvailable
      title="Partner dashboard"
      willDo="Your approval status, and figures at a glance: matching open wires, responses sent, acceptance rate, products and listings, with a chart of responses per week."
    />
  );
}
