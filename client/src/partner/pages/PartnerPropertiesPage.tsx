import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function PartnerPropertiesPage() {
  return (
    <NotYetAvailable
      title="Property listings"
      willDo="Your property listings: create, edit or hide them with images and a location on the map."
    />
  );
}
