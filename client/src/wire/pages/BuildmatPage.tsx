import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import type { ProductFieldsFragment } from '../../gql/graphql';
import { ProductCatalogue } from '../../product/components/ProductCatalogue';
import { WireForm } from '../components/WireForm';
import { loadDraft, saveDraft } from '../wire-draft';
import { emptyWireForm, withMaterialLine } from '../wire-form-values';

const DRAFT = '/buildmat';

/** /buildmat: the catalogue of approved partners' products, and the materials wire form. */
export function BuildmatPage() {
  const formSection = useRef<HTMLElement>(null);
  // the form starts from the draft: a new key remounts it with the line just added
  const [formKey, setFormKey] = useState(0);

  const focusLine = useRef<number | null>(null);

  const askQuote = (product: ProductFieldsFragment) => {
    const values = withMaterialLine(
      loadDraft(DRAFT, emptyWireForm),
      product.name,
      product.unit,
      product.partner,
    );
    saveDraft(DRAFT, values);
    focusLine.current = values.lines.findLastIndex((line) => line.material === product.name.slice(0, 120));
    setFormKey((key) => key + 1);
  };

  // after the form remounted with the new line: bring it into view, the line's quantity focused
  useEffect(() => {
    const section = formSection.current;
    const index = focusLine.current;
    if (!section || index === null) return;
    focusLine.current = null;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const label = [...section.querySelectorAll('label')].find(
      (element) => element.textContent?.trim() === `Quantity ${index + 1}`,
    );
    const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    input?.focus({ preventScroll: true });
  }, [formKey]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Building materials</Title>
          <Text c="dimmed">
            Browse what approved suppliers sell, then ask for a quote: list what you need, how much and where
            to deliver it, and suppliers near you answer live.
          </Text>
        </div>
        <section aria-labelledby="catalogue-heading">
          <Stack gap="md">
            <Title order={2} fz="h3" id="catalogue-heading">
              Catalogue
            </Title>
            <ProductCatalogue onAskQuote={askQuote} />
          </Stack>
        </section>
        <Paper
          ref={formSection}
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby="request-heading"
          maw={720}
          w="100%"
          mx="auto"
          style={{ scrollMarginTop: 80 }}
        >
          <Stack gap="md">
            <div>
              <Title order={2} fz="h3" id="request-heading">
                Request materials
              </Title>
              <Text size="sm" c="dimmed">
                “Ask for a quote” adds a product here and invites its supplier; adjust the quantity, add more
                lines and post the wire.
              </Text>
            </div>
            <WireForm key={formKey} kind="BUILDING_MATERIALS" draftName={DRAFT} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
