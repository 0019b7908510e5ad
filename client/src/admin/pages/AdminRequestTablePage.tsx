import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function AdminRequestTablePage() {
  return (
    <NotYetAvailable
      title="Requests"
      willDo="Every wire with server-side paging, sorting and filters (status, kind, date range, text), bulk close or remove, CSV export, and new wires appearing live."
    />
  );
}
