import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function PartnerProfilePage() {
  return (
    <NotYetAvailable
      title="Business profile"
      willDo="Your business profile, logo, categories and service area, and the API tokens your own software uses to reach BuildWire."
    />
  );
}
