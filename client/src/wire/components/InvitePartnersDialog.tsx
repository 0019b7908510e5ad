import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import type { InvitedPartnerFieldsFragment } from '../../gql/graphql';
import { useInvitablePartnersQuery, useInvitePartnersMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { toFormErrors } from '../../shared/form-errors';
import { kindLabels } from '../../shared/format';

type InvitePartnersDialogProps = {
  /** The wire to invite to; none while it is being posted (`onPick` takes the choice then). */
  wireId?: string;
  /** While posting: called with the partners picked, instead of inviting them. */
  onPick?: (partners: InvitedPartnerFieldsFragment[]) => void;
  opened: boolean;
  onClose: () => void;
  /** Those invited already (listed, not pickable again). */
  invited: readonly { id: string }[];
  /** How many more partners the wire may have invited. */
  remaining: number;
};

const SEARCH_DELAY_MS = 250;

/**
 * The owner searches approved partners by business name, picks up to `remaining` and invites them
 * (or, while posting, hands them to the form).
 */
export function InvitePartnersDialog({
  wireId,
  onPick,
  opened,
  onClose,
  invited,
  remaining,
}: InvitePartnersDialogProps) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const found = useInvitablePartnersQuery({
    variables: { wireId: wireId ?? null, text: search },
    skip: !opened,
  });
  // every partner shown so far, so that a pick made before another search is still known
  const [seen, setSeen] = useState<Map<string, InvitedPartnerFieldsFragment>>(() => new Map());
  const [invite, { loading: sending }] = useInvitePartnersMutation();
  const invitedIds = new Set(invited.map((p) => p.id));
  // while a new search loads, the last answer stays listed: a picked box keeps its place and focus
  const results = (found.data ?? found.previousData)?.invitablePartners ?? [];
  if (results.some((partner) => !seen.has(partner.id)))
    setSeen(new Map([...seen, ...results.map((partner) => [partner.id, partner] as const)]));

  const close = () => {
    setPicked([]);
    setFieldError(null);
    onClose();
  };
  const send = async () => {
    setFieldError(null);
    if (!wireId) {
      onPick?.(picked.flatMap((id) => seen.get(id) ?? []));
      close();
      return;
    }
    try {
      await invite({ variables: { wireId, partnerIds: picked } });
      notifications.show({
        color: 'green',
        message: picked.length === 1 ? 'The partner is invited.' : `${picked.length} partners are invited.`,
      });
      close();
    } catch (cause) {
      const errors = toFormErrors(cause, ['partnerIds']);
      setFieldError(
        errors.fieldErrors.partnerIds ?? errors.formError ?? errorDetails(cause)[0]?.message ?? null,
      );
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite partners to quote" centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Invited partners see this request on their wireboard, marked “Invited”, even outside their service
          area, and are notified. You can invite {remaining} more.
        </Text>
        <TextInput
          label="Business name"
          placeholder="Search approved partners"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={found.loading ? <Loader size="xs" aria-label="Searching" /> : null}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        {found.error && (
          <Alert color="red" role="alert">
            {errorDetails(found.error)[0]?.message}
          </Alert>
        )}
        {!found.loading && !found.error && results.length === 0 && (
          <Text size="sm" c="dimmed">
            {search ? `No approved partner’s name holds “${search}”.` : 'No approved partners yet.'}
          </Text>
        )}
        {results.length > 0 && (
          <Checkbox.Group
            label="Partners"
            value={picked}
            onChange={(value) => {
              setFieldError(null);
              setPicked(value);
            }}
            error={fieldError}
          >
            <Stack gap="xs" mt="xs">
              {results.map((partner) => {
                const already = invitedIds.has(partner.id);
                const checked = picked.includes(partner.id);
                return (
                  <Checkbox
                    key={partner.id}
                    value={partner.id}
                    disabled={already || (!checked && picked.length >= remaining)}
                    label={partner.businessName}
                    description={
                      already
                        ? 'Invited already'
                        : partner.categories.map((category) => kindLabels[category]).join(' · ')
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        )}
        {results.length === 0 && fieldError && (
          <Text size="sm" c="red" role="alert">
            {fieldError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={sending} disabled={picked.length === 0} onClick={() => void send()}>
            {picked.length > 1 ? `Invite ${picked.length} partners` : 'Invite'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
