/**
 * Counts reaction taps, the `ReactionClick` action (designed: confirm at onboarding), so your moderation team knows
 * which reactions users like before changing the set. actions.ts sends the action here.
 */
import type {ReactionClickInterface} from 'virtual-stadium-api';

type ReactionData = ReactionClickInterface['data'];

export interface ReactionStats {
  count(data: ReactionData): void;
  top(limit?: number): Array<[reaction: string, uses: number]>;
}

export function createReactionStats(): ReactionStats {
  const counts = new Map<string, number>();
  return {
    count(data) {
      const change = data.selected ? 1 : -1;
      counts.set(data.reaction, (counts.get(data.reaction) ?? 0) + change);
    },
    top(limit = 5) {
      return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
    },
  };
}
