import { afterEach, describe, expect, it } from 'vitest';

import { WireboardListDocument } from '../gql/graphql';
import { connectionOf, wireCard } from '../test/fixtures';
import { createTestClient } from '../test/render';
import { embeddedAnswerRefreshed, resetEmbeddedAnswers, restoreEmbeddedAnswer } from './embedded-answers';

const id = '7d0c64c5-5ad7-4d0b-8f4e-3f2b8f6b2a10';
const data = {
  wireboard: { ...connectionOf('WireConnection', [wireCard(id)]), totalCountIsEstimate: false },
};

function embed(answers: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'bw-embedded';
  block.textContent = JSON.stringify(answers);
  document.head.appendChild(block);
}

afterEach(() => {
  document.getElementById('bw-embedded')?.remove();
  resetEmbeddedAnswers();
});

describe('answers embedded in the page', () => {
  it('are in the cache before the first read: the query needs no request', async () => {
    // no mocked request at all: a request would fail
    const client = createTestClient([]);
    embed([{ operationName: 'WireboardList', variables: { first: 20, filter: null }, data }]);
    // the variables match whatever their keys' order
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(true);
    const result = await client.query({
      query: WireboardListDocument,
      variables: { filter: null, first: 20 },
    });
    expect(result.data?.wireboard.edges[0]?.node.id).toBe(id);
    expect(document.getElementById('bw-embedded')).toBeNull();
  });

  it('are used once, and only for the same operation and variables', () => {
    const client = createTestClient([]);
    embed([{ operationName: 'WireboardList', variables: { filter: null, first: 20 }, data }]);
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 6 })).toBe(false);
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(true);
    // a render thrown away (suspended) and tried again still knows its data came from the page
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(true);
    embeddedAnswerRefreshed(WireboardListDocument, { filter: null, first: 20 });
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(false);
  });

  it('are nothing when the page has none or a damaged block', () => {
    const client = createTestClient([]);
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(false);
    resetEmbeddedAnswers();
    embed('x');
    document.getElementById('bw-embedded')!.textContent = '[{"operationName":';
    expect(restoreEmbeddedAnswer(client, WireboardListDocument, { filter: null, first: 20 })).toBe(false);
  });
});
