import {
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { AdminPartnerFieldsFragment } from '../../gql/graphql';
import {
  useApprovePartnerVerificationMutation,
  useRejectPartnerVerificationMutation,
  useRequestInfoPartnerVerificationMutation,
} from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { errorDetails } from '../../shared/error-messages';
import { formatDate } from '../../shared/format';

type VerificationReviewModalProps = {
  partner: AdminPartnerFieldsFragment;
  opened: boolean;
  onClose: () => void;
};

type Decision = 'approve' | 'reject' | 'more';

/** A year from today as yyyy-mm-dd: the default expiry of a verification. */
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** An admin reads a partner's registration and papers, then verifies until a date, refuses or asks for more. */
export function VerificationReviewModal({ partner, opened, onClose }: VerificationReviewModalProps) {
  const verification = partner.verification;
  const [approve, approveState] = useApprovePartnerVerificationMutation();
  const [reject, rejectState] = useRejectPartnerVerificationMutation();
  const [requestInfo, infoState] = useRequestInfoPartnerVerificationMutation();
  const [decision, setDecision] = useState<Decision>('approve');
  const [expiresOn, setExpiresOn] = useState(inAYear);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  if (!verification) return null;
  const papers = [verification.certificate, ...verification.documents].filter((file) => file !== null);
  const busy = approveState.loading || rejectState.loading || infoState.loading;
  const decide = async () => {
    const input = { partnerId: partner.id, note: note.trim() };
    if (decision === 'approve') {
      if (!expiresOn) throw Object.assign(new Error('Choose the expiry date.'), { local: true });
      await approve({
        variables: {
          input: { partnerId: partner.id, expiresAt: new Date(`${expiresOn}T23:59:59Z`).toISOString() },
        },
      });
      return `${partner.businessName} is verified until ${formatDate(`${expiresOn}T23:59:59Z`)}.`;
    }
    if (!input.note) throw Object.assign(new Error('Say why, for the partner.'), { local: true });
    if (decision === 'reject') await reject({ variables: { input } });
    else await requestInfo({ variables: { input } });
    return decision === 'reject'
      ? `The verification of ${partner.businessName} is refused.`
      : `${partner.businessName} is asked for more.`;
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Verification of ${partner.businessName}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFieldError(undefined);
          setFormError(undefined);
          decide()
            .then((done) => {
              notifications.show({ color: 'green', message: done });
              onClose();
            })
            .catch((error: unknown) => {
              if (error instanceof Error && 'local' in error) return setFieldError(error.message);
              const [first] = errorDetails(error);
              if (first?.field === 'expiresAt' || first?.field === 'note') setFieldError(first.message);
              else setFormError(first?.message);
            });
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <Text size="sm">
            CAC number <strong>{verification.registrationNumber}</strong>, submitted{' '}
            {formatDate(verification.submittedAt)}; now {verification.status.toLowerCase().replace('_', ' ')}.
          </Text>
          {verification.note && <Text size="sm">Last note: {verification.note}</Text>}
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Papers">
            {papers.map((file, index) => (
              <li key={file.id}>
                <Anchor href={file.url} target="_blank" rel="noopener">
                  {index === 0 ? 'Certificate' : 'Paper'}: {file.name}
                </Anchor>
              </li>
            ))}
          </Stack>
          <SegmentedControl
            value={decision}
            onChange={(value) => {
              setDecision(value as Decision);
              setFieldError(undefined);
            }}
            aria-label="Decision"
            data={[
              { value: 'approve', label: 'Verify' },
              { value: 'reject', label: 'Refuse' },
              { value: 'more', label: 'Ask for more' },
            ]}
          />
          {decision === 'approve' ? (
            <TextInput
              type="date"
              label="Verified until"
              required
              value={expiresOn}
              error={fieldError}
              onChange={(event) => setExpiresOn(event.currentTarget.value)}
            />
          ) : (
            <Textarea
              label={decision === 'reject' ? 'Reason' : 'What to add'}
              description="The partner is told it; it stays in the partner's history."
              required
              rows={3}
              maxLength={1000}
              value={note}
              error={fieldError}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} color={decision === 'reject' ? 'red' : undefined}>
              {decision === 'approve' ? 'Verify' : decision === 'reject' ? 'Refuse' : 'Ask for more'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
