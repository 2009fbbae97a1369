/** Odds for your adapter's answers: `decimalValue` stays a plain number in every language; only `displayValue` is for people. */
import type {Odds} from 'virtual-stadium-api';

/** localisedOdds(2.5, 'en') gives {decimalValue: 2.5, displayValue: '2.50'}. */
export function localisedOdds(decimalValue: number, language: string): Odds {
  const format = new Intl.NumberFormat(language, {minimumFractionDigits: 2, maximumFractionDigits: 2});
  return {decimalValue, displayValue: format.format(decimalValue)};
}
