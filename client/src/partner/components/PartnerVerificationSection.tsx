import { Alert, Badge, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import { useMyPartnerVerificationQuery, useSubmitPartnerVerificationMutation } from '../../gql/hooks';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { formatDate } from '../../shared/format';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';

/** The CAC number as the server accepts it (RC, BN or IT, then digits). */
const CAC_NUMBER = /^\s*(RC|BN|IT)[\s/-]?\d{1,8}\s*$/i;

const STATUS_TEXT = {
  PENDING: 'Submitted: an admin is reviewing it.',
  VERIFIED: 'Verified.',
  REJECTED: 'Refused.',
  MORE_INFO: 'An admin asks for more.',
} as const;

const errorText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The partner's business verification: where it stands, and the form to (re)submit it. */
export function PartnerVerificationSection() {
  const { data, loading, error, refetch } = useMyPartnerVerificationQuery({
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your verification">
        <Skeleton height={24} />
        <Skeleton height={36} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <LoadFailedAlert
        title="Your verification could not be loaded"
        error={error}
        fallback="Try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  const verification = data.myPartnerVerification;
  const partner = data.myPartner;
  return (
    <Stack gap="md">
      {partner?.verified && partner.verifiedUntil ? (
        <Group gap="xs">
          <Badge color="green" variant="light">
            Verified
          </Badge>
          <Text size="sm">
            since {formatDate(partner.verifiedAt)}, until {formatDate(partner.verifiedUntil)}
          </Text>
        </Group>
      ) : null}
      {verification ? (
        <Alert
          color={
            verification.status === 'VERIFIED'
              ? 'green'
              : verification.status === 'PENDING'
                ? 'blue'
                : 'orange'
          }
          title={STATUS_TEXT[verification.status]}
        >
          <Text size="sm">
            Registration {verification.registrationNumber}, submitted {formatDate(verification.submittedAt)}.
          </Text>
          {verification.note && <Text size="sm">Admin&apos;s note: {verification.note}</Text>}
        </Alert>
      ) : (
        <Text size="sm">
          Not verified yet. Submit your CAC registration number and certificate: buyers see a Verified badge
          on your quotes and products once an admin checks them.
        </Text>
      )}
      <VerificationForm key={verification?.submittedAt ?? 'new'} number={verification?.registrationNumber} />
    </Stack>
  );
}

function VerificationForm({ number }: { number?: string }) {
  const [submitVerification, { loading }] = useSubmitPartnerVerificationMutation({
    refetchQueries: ['MyPartnerVerification'],
    awaitRefetchQueries: true,
  });
  const certificate = useFileUploads({ kind: 'image-or-document', max: 1 });
  const papers = useFileUploads({ kind: 'image-or-document', max: 7 });
  const form = useForm({
    initialValues: { registrationNumber: number ?? '', certificate: '', documents: '' },
    validate: {
      registrationNumber: (value) =>
        CAC_NUMBER.test(value)
          ? null
          : 'Enter the CAC number: RC, BN or IT followed by its digits, e.g. RC1234567.',
    },
  });
  const { submit, formError } = useFormSubmit(
    form,
    ['registrationNumber', 'certificate', 'documents'],
    async ({ registrationNumber }) => {
      if (certificate.busy || papers.busy) {
        form.setFieldError('documents', 'Wait until the files have uploaded.');
        return;
      }
      const certificateFileId = certificate.fileIds[0];
      if (!certificateFileId) {
        form.setFieldError('certificate', 'Upload the certificate of registration.');
        return;
      }
      await submitVerification({
        variables: { input: { registrationNumber, certificateFileId, documentIds: papers.fileIds } },
      });
      notifications.show({ color: 'green', message: 'Verification submitted: an admin will review it.' });
    },
    { certificateFileId: 'certificate', documentIds: 'documents' },
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Business verification">
      <Stack gap="sm">
        <TextInput
          label="CAC registration number"
          description="RC, BN or IT followed by its digits, e.g. RC1234567"
          required
          maxLength={20}
          {...form.getInputProps('registrationNumber')}
        />
        <FileUploader
          label="Certificate of registration"
          uploads={certificate}
          error={errorText(form.errors.certificate)}
        />
        <FileUploader
          label="Other papers (optional)"
          uploads={papers}
          error={errorText(form.errors.documents)}
        />
        {formError && (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {number ? 'Submit again' : 'Submit for verification'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
