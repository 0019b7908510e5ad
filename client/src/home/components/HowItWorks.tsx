import { Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconMessageReply, IconSend } from '@tabler/icons-react';

import { FeatureGrid, type Feature } from '../../shared/components/FeatureGrid';

const steps: Feature[] = [
  {
    icon: IconSend,
    title: '1. Wire your request',
    text: 'Say what you need, where and by when: "40 bags of cement to Lekki by Friday" or "a 3-bedroom flat to rent near the university". It takes a minute and costs nothing.',
  },
  {
    icon: IconMessageReply,
    title: '2. Partners answer live',
    text: 'Your wire stands on the public wireboard. Approved sellers, agents and developers who serve your area reply with a quote, a message, products or a listing.',
  },
  {
    icon: IconCircleCheck,
    title: '3. Compare and accept',
    text: 'Responses arrive on your wire as they are sent. Compare them side by side, accept the one that fits and decline the rest. Only the partner you accept sees your contact details.',
  },
];

export function HowItWorks() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="how-it-works">
      <Title order={2} id="how-it-works">
        How it works
      </Title>
      <FeatureGrid features={steps} headingOrder={3} />
    </Stack>
  );
}
