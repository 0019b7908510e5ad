import type { WireDetailsFieldsFragment } from '../gql/graphql';
import { formatBudget } from '../shared/format';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

type WireMetaSource = Pick<
  WireDetailsFieldsFragment,
  'kind' | 'location' | 'budget' | 'deal' | 'propertyType' | 'bedrooms' | 'lines' | 'description'
>;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function whatIsAsked(wire: WireMetaSource): string {
  if (wire.kind === 'PROPERTY') {
    const type = wire.propertyType ? wire.propertyType.toLowerCase() : 'property';
    const rooms = wire.bedrooms ? `${wire.bedrooms}-bedroom ` : '';
    return `${rooms}${type} to ${wire.deal === 'BUY' ? 'buy' : 'rent'} in ${wire.location.label}`;
  }
  const lines = wire.lines.map((line) => `${line.quantity} ${line.unit} ${line.material}`).join(', ');
  return `Building materials to ${wire.location.label}${lines ? `: ${lines}` : ''}`;
}

/** The wire's page description: what is asked, where, the budget, then the buyer's words. */
export function wirePageDescription(wire: WireMetaSource): string {
  const summary = `${whatIsAsked(wire)}. ${formatBudget(wire.budget)}.`;
  const words = wire.description?.replace(/\s+/g, ' ').trim();
  return clip(words ? `${summary} ${words}` : summary, DESCRIPTION_MAX);
}
