import { Button, Group, Paper, Radio, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { MarketplaceSettingsDocument, type PartnerApproval } from '../../gql/graphql';
import { useMarketplaceSettingsQuery, useUpdateMarketplaceSettingsMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { toFormErrors } from '../../shared/form-errors';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The blocked words as typed: one a line (commas too), blanks dropped. */
const wordsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The marketplace settings an admin changes here (audited): how new partners are approved,
 * whether a partner must be verified before it may quote, and the blocked words that flag a wire
 * or a message for the trust and safety queue.
 */
export function MarketplaceSettingsPanel() {
  const { data, loading, error } = useMarketplaceSettingsQuery();
  const [update, updateState] = useUpdateMarketplaceSettingsMutation();
  const [choice, setChoice] = useState<PartnerApproval | null>(null);
  const [wordsText, setWordsText] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const [wordsError, setWordsError] = useState<string>();
  const settings = data?.marketplaceSettings;
  const current = settings?.partnerApproval;
  const value = choice ?? current ?? 'MANUAL';
  const savedWords = settings?.blockedWords ?? [];
  const words = wordsText === null ? savedWords : wordsOf(wordsText);
  const wordsChanged = words.join('\n') !== savedWords.join('\n');
  const [requireChoice, setRequireChoice] = useState<boolean | null>(null);
  const requireCurrent = settings?.verificationRequiredToQuote ?? false;
  const requireVerified = requireChoice ?? requireCurrent;
  const unchanged = value === current && requireVerified === requireCurrent && !wordsChanged;

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
              setWordsError(undefined);
              update({
                variables: {
                  input: {
                    partnerApproval: value,
                    verificationRequiredToQuote: requireVerified,
                    ...(wordsChanged ? { blockedWords: words } : {}),
                  },
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
                  setWordsText(null);
                  setRequireChoice(null);
                  notifications.show({ color: 'green', message: 'The settings are saved.' });
                })
                .catch((updateError: unknown) => {
                  const { formError: atForm, fieldErrors } = toFormErrors(updateError, ['blockedWords']);
                  setWordsError(fieldErrors.blockedWords);
                  setFormError(atForm);
                });
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
              <Textarea
                label="Blocked words"
                description="One a line. A wire or a message using one (a whole word, any case) is flagged in the reports queue."
                placeholder={'e.g. western union\npay first'}
                autosize
                minRows={3}
                maxRows={10}
                value={wordsText ?? savedWords.join('\n')}
                onChange={(event) => setWordsText(event.currentTarget.value)}
                error={wordsError}
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
