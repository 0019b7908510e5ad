import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function PartnerSignupPage() {
  return (
    <NotYetAvailable
      title="Become a partner"
      willDo="Create a partner account for your business: your sign-in, business name, categories, service area (a place and a radius in km), phone and website. An admin then reviews and approves it."
    />
  );
}
