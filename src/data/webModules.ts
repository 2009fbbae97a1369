/** The web widget's modules, in the order the Web Widget sidebar lists them. */
export interface WidgetModule {
  readonly name: string;
  readonly to: string;
  readonly summary: string;
}

export const webModules: readonly WidgetModule[] = [
  {
    name: 'Flash Bet',
    to: '/docs/web/widgets/virtualStadium/modules/flashBet',
    summary: 'Short-lived markets triggered by live match events, shown in the chat for 20 seconds by default.',
  },
  {
    name: 'Bet Insights',
    to: '/docs/web/widgets/virtualStadium/modules/betInsights',
    summary: 'Pre-match and live insights from match data, each with an outcome the user can add to the betslip.',
  },
  {
    name: 'Bet Share',
    to: '/docs/web/widgets/virtualStadium/modules/betShare',
    summary: 'Users post their placed bets into the chat, supplied by your adapter from their bet history.',
  },
  {
    name: 'Copy Bet Button',
    to: '/docs/web/widgets/virtualStadium/modules/copyBetButton',
    summary: 'Other users copy a shared bet into their own betslip with one tap.',
  },
  {
    name: 'Contact Support Button',
    to: '/docs/web/widgets/virtualStadium/modules/contactSupportButton',
    summary: 'A button in the chat that hands the user over to your own support channel.',
  },
  {
    name: 'Live Match Tracker',
    to: '/docs/web/widgets/virtualStadium/modules/lmt',
    summary: 'The match tracker in the widget header, driven by the channel’s Sportradar match id.',
  },
];
