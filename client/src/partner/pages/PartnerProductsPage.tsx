import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function PartnerProductsPage() {
  return (
    <NotYetAvailable
      title="Products"
      willDo="Your catalogue of building materials: create, edit or hide products with images, price, unit and stock."
    />
  );
}
