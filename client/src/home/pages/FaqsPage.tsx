import { Accordion, Container, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { faqEntries, searchFaqs, type FaqAudience } from '../faq-entries';

type AudienceFilter = FaqAudience | 'all';

export function FaqsPage() {
  const [query, setQuery] = useState('');
  const [audience, setAudience] = useState<AudienceFilter>('all');
  const visible = searchFaqs(
    faqEntries.filter((entry) => audience === 'all' || entry.audience === audience),
    query,
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Frequently asked questions</Title>
          <Text c="dimmed" mt={4}>
            How BuildWire works for buyers and for partners.
          </Text>
        </div>
        <TextInput
          label="Search the questions"
          placeholder="e.g. contact details, pending, dark mode"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
        />
        <SegmentedControl
          aria-label="Questions for"
          value={audience}
          onChange={(value) => setAudience(value as AudienceFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'buyers', label: 'Buyers' },
            { value: 'partners', label: 'Partners' },
          ]}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {visible.length === 1 ? '1 question' : `${visible.length} questions`}
        </Text>
        {visible.length === 0 ? (
          <Text>
            No question matches “{query}”. Try fewer words, or browse all questions by clearing the search.
          </Text>
        ) : (
          <Accordion variant="separated" multiple>
            {visible.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
