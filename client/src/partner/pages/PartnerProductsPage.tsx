import { PartnerProductList } from '../../product/components/PartnerProductList';

export function PartnerProductsPage() {
  return <PartnerProductList />;
}
