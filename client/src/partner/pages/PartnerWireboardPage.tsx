import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function PartnerWireboardPage() {
  return (
    <NotYetAvailable
      title="Partner wireboard"
      willDo="Wires matching your categories and service area, live, with a “new” marker and a sound or toast, and a form to respond inline."
    />
  );
}
