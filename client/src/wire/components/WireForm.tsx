import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import type { PropertyDeal, WireKind } from '../../gql/graphql';
import { usePostWireMutation, useWireRulesQuery } from '../../gql/hooks';
import { useSubmission } from '../../shared/submission';
import { loginUrlFor } from '../../session/return-to';
import { useViewer } from '../../session/use-viewer';
import { formLocationProps } from '../../shared/location/form-location';
import { LocationPicker } from '../../shared/location/LocationPicker';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { clearDraft, loadDraft, saveDraft } from '../wire-draft';
import {
  emptyLine,
  emptyWireForm,
  toPostWireInput,
  validateWireForm,
  wireFieldAliases,
  wireFormFields,
  type WireFormValues,
  localDateTimeIn,
  OPEN_FOR_OPTIONS,
} from '../wire-form-values';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { PropertyTypeSelect } from '../../listing/components/PropertyTypeSelect';
import { InvitePartnersDialog } from './InvitePartnersDialog';
import { ListAddButton } from '../../shared/components/ListAddButton';

type WireFormProps = { kind: WireKind; draftName: string };

function numberOrEmpty(value: string | number): number | '' {
  return typeof value === 'number' ? value : value === '' ? '' : Number(value);
}

/** Posts a wire; a visitor is sent to sign in first, and the filled form waits in a draft. */
export function WireForm({ kind, draftName }: WireFormProps) {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [postWire] = usePostWireMutation();
  const attachments = useFileUploads({ kind: 'image-or-document', max: 10 });
  const submission = useSubmission();
  const form = useForm<WireFormValues>({
    initialValues: loadDraft(draftName, emptyWireForm),
    validate: (values) => validateWireForm(values, kind),
    onValuesChange: (values) => saveDraft(draftName, values),
  });
  // a new wire starts at the buyer's default location (their profile), unless a place is already
  // chosen (a draft, or the buyer was quicker)
  const placed = useRef(false);
  const home = viewer?.defaultLocation;
  useEffect(() => {
    if (placed.current || home?.lat == null || home.lng == null) return;
    placed.current = true;
    const { locationLabel, lat, lng } = form.getValues();
    if (locationLabel.trim() || lat !== '' || lng !== '') return;
    form.setValues({ locationLabel: home.label, lat: home.lat, lng: home.lng });
  }, [form, home]);

  const { submit, formError } = useFormSubmit(
    form,
    (values) => wireFormFields(values.lines.length),
    async (values) => {
      if (!viewer) {
        saveDraft(draftName, values);
        void navigate(loginUrlFor(location.pathname, location.search));
        return;
      }
      const result = await submission.run((idempotencyKey) =>
        postWire({
          variables: {
            input: { ...toPostWireInput(values, kind), attachmentIds: attachments.fileIds },
            idempotencyKey,
          },
        }),
      );
      const id = result?.data?.postWire.id;
      if (!id) return;
      clearDraft(draftName);
      void navigate(`/wires/details?id=${id}`);
    },
    (values) => wireFieldAliases(values.lines.length),
  );

  // the server's quote cap default and limit, for the "Quotes wanted" field
  const rules = useWireRulesQuery().data?.wireRules;
  const [inviting, setInviting] = useState(false);
  const invitees = form.values.invitees;

  const num = (field: keyof WireFormValues | string) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: string | number) => form.setFieldValue(field, numberOrEmpty(value)),
    };
  };

  return (
    <FormShell
      onSubmit={submit}
      label={kind === 'PROPERTY' ? 'Property wire' : 'Materials wire'}
      error={formError}
      actions={
        <>
          {!viewer && (
            <Text size="sm" c="dimmed">
              You will sign in first; this form is kept.
            </Text>
          )}
          <Button type="submit" loading={submission.busy} disabled={attachments.busy}>
            Post wire
          </Button>
        </>
      }
    >
      <TextInput
        label="Title"
        description="3 to 120 characters, e.g. “3-bedroom flat to rent near the university”."
        required
        maxLength={120}
        {...form.getInputProps('title')}
      />
      {kind === 'PROPERTY' && (
        <Fieldset legend="Property">
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} id="deal-label" mb={4}>
                Buy or rent
              </Text>
              <SegmentedControl
                aria-labelledby="deal-label"
                data={[
                  { value: 'RENT', label: 'Rent' },
                  { value: 'BUY', label: 'Buy' },
                ]}
                value={form.values.deal}
                onChange={(value) => form.setFieldValue('deal', value as PropertyDeal)}
              />
            </div>
            <PropertyTypeSelect
              value={form.values.propertyType}
              onChange={(type) => form.setFieldValue('propertyType', type)}
              error={form.errors.propertyType}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput label="Bedrooms" min={0} allowDecimal={false} {...num('bedrooms')} />
              <NumberInput label="Minimum area (m²)" min={0} {...num('minAreaM2')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
      )}
      {kind === 'BUILDING_MATERIALS' && (
        <Fieldset legend="Materials">
          <Stack gap="sm">
            {form.values.lines.map((line, index) => (
              <Group key={index} align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label={`Material ${index + 1}`}
                  placeholder="Cement 42.5R"
                  style={{ flex: '2 1 160px' }}
                  {...form.getInputProps(`lines.${index}.material`)}
                />
                <NumberInput
                  label={`Quantity ${index + 1}`}
                  min={0}
                  style={{ flex: '1 1 90px' }}
                  {...num(`lines.${index}.quantity`)}
                />
                <TextInput
                  label={`Unit ${index + 1}`}
                  placeholder="bags"
                  style={{ flex: '1 1 90px' }}
                  {...form.getInputProps(`lines.${index}.unit`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove material ${index + 1}`}
                  disabled={form.values.lines.length <= 1}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <ListAddButton
              error={form.errors.lines}
              icon={<IconPlus size={14} aria-hidden="true" />}
              disabled={form.values.lines.length >= 50}
              onClick={() => form.insertListItem('lines', { ...emptyLine })}
            >
              Add material
            </ListAddButton>
            <Checkbox
              label="I need it delivered"
              {...form.getInputProps('deliveryNeeded', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
      )}
      <Fieldset legend={kind === 'PROPERTY' ? 'Where' : 'Delivery location'}>
        <Stack gap="sm">
          <LocationPicker
            label="Place"
            description={
              kind === 'PROPERTY'
                ? 'The town or area where you want the property.'
                : 'The town or area to deliver to.'
            }
            required
            {...formLocationProps(form, 'locationLabel')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Budget and date">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput label="Budget from" min={0} thousandSeparator="," {...num('budgetMin')} />
            <NumberInput label="Budget up to" min={0} thousandSeparator="," {...num('budgetMax')} />
            <TextInput
              label="Currency"
              description="Leave empty for the default."
              maxLength={3}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="Needed by" type="date" {...form.getInputProps('neededBy')} />
            <Select
              label="Open for responses"
              description="You can extend it later."
              data={OPEN_FOR_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('openForDays')}
            />
            <NumberInput
              label="Quotes wanted"
              description={
                rules
                  ? `Up to ${rules.maxResponsesLimit}; empty for ${rules.defaultMaxResponses}.`
                  : 'Empty for the usual number.'
              }
              placeholder={rules ? String(rules.defaultMaxResponses) : undefined}
              min={1}
              max={rules?.maxResponsesLimit}
              allowDecimal={false}
              {...num('maxResponses')}
            />
          </SimpleGrid>
          <Checkbox
            label="Sealed quotes"
            description="Partners cannot see how many quotes you have or their prices, and you read them all at once on the date you choose."
            {...form.getInputProps('sealed', { type: 'checkbox' })}
            onChange={(event) => {
              const sealed = event.currentTarget.checked;
              form.setFieldValue('sealed', sealed);
              if (sealed && !form.values.revealAt) form.setFieldValue('revealAt', localDateTimeIn(48));
            }}
          />
          {form.values.sealed && (
            <TextInput
              label="Reveal quotes on"
              description="At least an hour from now, and before the wire stops taking responses."
              type="datetime-local"
              required
              {...form.getInputProps('revealAt')}
            />
          )}
        </Stack>
      </Fieldset>
      <Textarea
        label="Details"
        description="Anything partners should know (at most 2000 characters)."
        rows={4}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
      <FileUploader
        label="Photos and plans"
        uploads={attachments}
        error={typeof form.errors.attachmentIds === 'string' ? form.errors.attachmentIds : null}
      />
      {viewer && (
        <Fieldset legend="Invite partners (optional)">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Partners you invite see this request on their wireboard, marked “Invited”, even outside their
              service area, and are notified when it is posted.
            </Text>
            {invitees.length > 0 && (
              <Group gap="xs" aria-label="Invited partners" role="list">
                {invitees.map((partner) => (
                  <Badge
                    key={partner.id}
                    role="listitem"
                    variant="light"
                    size="lg"
                    tt="none"
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        aria-label={`Do not invite ${partner.businessName}`}
                        onClick={() =>
                          form.setFieldValue(
                            'invitees',
                            invitees.filter((p) => p.id !== partner.id),
                          )
                        }
                      >
                        <IconX size={12} aria-hidden="true" />
                      </ActionIcon>
                    }
                  >
                    {partner.businessName}
                  </Badge>
                ))}
              </Group>
            )}
            <ListAddButton
              error={form.errors.invitees}
              icon={<IconUserPlus size={14} aria-hidden="true" />}
              disabled={!rules || invitees.length >= rules.maxInvites}
              onClick={() => setInviting(true)}
            >
              Choose partners
            </ListAddButton>
            <InvitePartnersDialog
              opened={inviting}
              onClose={() => setInviting(false)}
              invited={invitees}
              remaining={Math.max(0, (rules?.maxInvites ?? 0) - invitees.length)}
              onPick={(picked) => {
                form.setFieldValue('invitees', [...invitees, ...picked]);
                form.clearFieldError('invitees');
              }}
            />
          </Stack>
        </Fieldset>
      )}
    </FormShell>
  );
}
