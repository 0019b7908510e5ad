import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function PartnerResponsesPage() {
  return (
    <NotYetAvailable
      title="My responses"
      willDo="The responses you sent with their live status (sent, accepted, declined, withdrawn), and a way to withdraw one."
    />
  );
}
