import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { WireFormLayout } from '../components/WireFormLayout';

/** /buildmat: for now a materials wire; the catalogue of partners' products comes with partner products. */
export function BuildmatPage() {
  return (
    <WireFormLayout
      kind="BUILDING_MATERIALS"
      draftName="/buildmat"
      title="Building materials"
      intro="List what you need, how much and where to deliver it. Suppliers near you answer with quotes, live."
      sectionLabel="Request materials"
      notice={
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          The catalogue of partners’ products arrives with partner products. Until then, post a wire and
          suppliers come to you.
        </Alert>
      }
    />
  );
}
