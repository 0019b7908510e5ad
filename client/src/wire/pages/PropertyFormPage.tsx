import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function PropertyFormPage() {
  return (
    <NotYetAvailable
      title="Request property"
      willDo="Post a property wire: buy or rent, property type, bedrooms, area, location, budget and when you need it. If you are not signed in yet, you will sign in and come back to the same filled form."
    />
  );
}
