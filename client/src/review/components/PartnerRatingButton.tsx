import { Button, Popover, ScrollArea, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

import { PartnerReviewsList } from './PartnerReviewsList';

type PartnerRatingButtonProps = {
  partner: { id: string; businessName: string; rating: { average?: number | null; count: number } };
};

/** "★ 4.3 (3 reviews)" beside a partner's quote; opens its reviews. "No reviews yet" when none. */
export function PartnerRatingButton({ partner }: PartnerRatingButtonProps) {
  const { average, count } = partner.rating;
  if (!count || average == null)
    return (
      <Text size="xs" c="dimmed" data-testid="partner-rating">
        No reviews yet
      </Text>
    );
  return (
    <Popover width={340} position="bottom-start" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          px={0}
          leftSection={<IconStarFilled size={12} aria-hidden="true" color="var(--mantine-color-yellow-6)" />}
          aria-label={`Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}: read the reviews of ${partner.businessName}`}
          data-testid="partner-rating"
        >
          {average} ({count} {count === 1 ? 'review' : 'reviews'})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          Reviews of {partner.businessName}
        </Text>
        <ScrollArea.Autosize mah={360}>
          <PartnerReviewsList partnerId={partner.id} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
