import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { ImageCardSkeletons } from './ImageCardSkeletons';

describe('ImageCardSkeletons', () => {
  it('draws the cards asked for, each a picture and its lines, hidden from assistive technology', () => {
    const { container } = renderWithApp(
      <div data-testid="list">
        <ImageCardSkeletons
          count={2}
          imageHeight={160}
          lines={[{ height: 16, width: '80%' }, { height: 34 }]}
        />
      </div>,
    );
    const cards = container.querySelectorAll('[aria-hidden="true"]');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });
});
