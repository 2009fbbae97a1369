/**
 * The Copy Bet button: the `CopyBet` action (designed: confirm at onboarding) hands over a shared ticket;
 * rebuild it in the betslip leg by leg at your current prices, and tell the user about legs that closed or moved.
 * actions.ts sends the action here.
 */
import type {Bet, BetSlip} from 'virtual-stadium-api';

export interface CurrentPrice {
  open: boolean;
  decimalOdds: number;
}

/** What Copy Bet needs from your platform and UI. */
export interface CopyBetPlatform {
  currentPrice(eventId: string, marketId: string, outcomeId: string): Promise<CurrentPrice | undefined>;
  addToBetslip(eventId: string, marketId: string, outcomeId: string): void;
  openBetslip(notice?: string): void;
}

export interface CopyResult {
  added: number;
  unavailable: string[];
  repriced: number;
}

async function copyLeg(platform: CopyBetPlatform, leg: Bet, result: CopyResult): Promise<void> {
  for (const market of leg.markets) {
    for (const outcome of market.outcomes ?? []) {
      const price = await platform.currentPrice(leg.event.id, market.id, outcome.id);
      if (price === undefined || !price.open) {
        result.unavailable.push(`${leg.event.name ?? leg.event.id}: ${outcome.name}`);
        continue;
      }
      if (price.decimalOdds !== leg.odds.decimalValue) result.repriced += 1;
      platform.addToBetslip(leg.event.id, market.id, outcome.id);
      result.added += 1;
    }
  }
}

export async function copyTicket(platform: CopyBetPlatform, ticket: BetSlip): Promise<CopyResult> {
  const result: CopyResult = {added: 0, unavailable: [], repriced: 0};
  for (const leg of ticket.bets) {
    await copyLeg(platform, leg, result);
  }
  const notes: string[] = [];
  if (result.unavailable.length > 0) notes.push(`Not available any more: ${result.unavailable.join(', ')}`);
  if (result.repriced > 0) notes.push(`${result.repriced} selection(s) now have different odds.`);
  platform.openBetslip(notes.length > 0 ? notes.join(' ') : undefined);
  return result;
}
