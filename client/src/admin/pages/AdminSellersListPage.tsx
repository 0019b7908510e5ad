import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function AdminSellersListPage() {
  return (
    <NotYetAvailable
      title="Sellers"
      willDo="Every partner: filter by status, approve, suspend or reinstate with a reason (the partner is emailed)."
    />
  );
}
