import { Button, Group, Paper, Radio, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { MarketplaceSettingsDocument, type PartnerApproval } from '../../gql/graphql';
import { useMarketplaceSettingsQuery, useUpdateMarketplaceSettingsMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The marketplace settings an admin changes here (audited): how new partners are approved, and
 * whether a partner must be verified before it may quote.
 */
export function MarketplaceSettingsPanel() {
  const { data, loading, error } = useMarketplaceSettingsQuery();
  const [update, updateState] = useUpdateMarketplaceSettingsMutation();
  const [choice, setChoice] = useState<PartnerApproval | null>(null);
  const [formError, setFormError] = useState<string>();
  const settings = data?.marketplaceSettings;
  const current = settings?.partnerApproval;
  const value = choice ?? current ?? 'MANUAL';
  const [requireChoice, setRequireChoice] = useState<boolean | null>(null);
  const requireCurrent = settings?.verificationRequiredToQuote ?? false;
  const requireVerified = requireChoice ?? requireCurrent;
  const unchanged = value === current && requireVerified === requireCurrent;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="marketplace-settings-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="marketplace-settings-title">
          Marketplace settings
        </Title>
        <FormErrorAlert message={error ? errorDetails(error)[0]?.message : formError} />
        {!settings && loading ? (
          <Skeleton role="status" aria-label="Loading the settings" height={90} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setFormError(undefined);
              update({
                variables: {
                  input: { partnerApproval: value, verificationRequiredToQuote: requireVerified },
                },
                // the settings have no id: the cached query is given the answer by hand
                update: (cache, { data: answer }) => {
                  if (answer) {
                    cache.writeQuery({
                      query: MarketplaceSettingsDocument,
                      data: { marketplaceSettings: answer.updateMarketplaceSettings },
                    });
                  }
                },
              })
                .then(() => {
                  setChoice(null);
                  setRequireChoice(null);
                  notifications.show({ color: 'green', message: 'The setting is saved.' });
                })
                .catch((updateError: unknown) => setFormError(errorDetails(updateError)[0]?.message));
            }}
          >
            <Stack gap="sm">
              <Radio.Group
                label="How new partners are approved"
                value={value}
                onChange={(next) => setChoice(next as PartnerApproval)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="MANUAL" label="Manually: an admin approves each new partner here" />
                  <Radio value="AUTOMATIC" label="Automatically: a new partner is approved at sign-up" />
                </Stack>
              </Radio.Group>
              <Switch
                label="Only verified partners may quote"
                description="A partner without a current verification (never verified, or expired) is refused when it responds to a wire, and told to submit its registration."
                checked={requireVerified}
                onChange={(event) => setRequireChoice(event.currentTarget.checked)}
              />
              <Group justify="space-between" align="center" wrap="wrap" gap="xs">
                <Text size="sm" c="dimmed">
                  {settings?.updatedAt
                    ? `Last changed ${when(settings.updatedAt)} by ${
                        settings.updatedBy?.displayName ?? settings.updatedBy?.email ?? 'a deleted account'
                      }.`
                    : 'Never changed: new partners wait for an admin (the default).'}
                </Text>
                <Button type="submit" size="sm" disabled={unchanged} loading={updateState.loading}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
