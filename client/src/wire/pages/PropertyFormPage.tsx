import { WireFormLayout } from '../components/WireFormLayout';

export function PropertyFormPage() {
  return (
    <WireFormLayout
      kind="PROPERTY"
      draftName="/property/form"
      title="Request property"
      intro="Say what you want to buy or rent and where. Partners near you answer with offers, live."
    />
  );
}
