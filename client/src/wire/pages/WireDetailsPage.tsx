import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function WireDetailsPage() {
  return (
    <NotYetAvailable
      title="Wire details"
      willDo="One wire in full. Its owner will see responses arrive live and accept or decline them, close the wire or mark it fulfilled; a partner will see their own response or the form to respond."
    />
  );
}
