/** The documentation areas as the home page presents them; each leads to its sidebar's landing doc. */
export interface Area {
  readonly title: string;
  readonly to: string;
  readonly audience: string;
  readonly summary: string;
}

export const areas: readonly Area[] = [
  {
    title: 'Integration',
    to: '/docs/integration/overview',
    audience: 'Backend and platform engineers',
    summary:
      'Onboarding phases, signing JWTs with RS256, creating channels, mapping match ids, and moderation as a service.',
  },
  {
    title: 'Web Widget',
    to: '/docs/web/overview',
    audience: 'Front-end engineers',
    summary:
      'Embed the virtual stadium with the SIR loader, register an adapter, and switch on Flash Bet, Bet Insights and the other modules.',
  },
  {
    title: 'Data SDK',
    to: '/docs/sdk/dependencies',
    audience: 'Android and iOS engineers',
    summary:
      'The logic layer for native apps: log in with a token, manage chat channels, receive betting insights, read chat settings.',
  },
  {
    title: 'Android UI SDK',
    to: '/docs/androidSdk/dependencies',
    audience: 'Android engineers',
    summary: 'Ready-made chat screens for Jetpack Compose and Views, on top of the Data SDK.',
  },
  {
    title: 'iOS UI SDK',
    to: '/docs/iosSdk/dependencies',
    audience: 'iOS engineers',
    summary: 'Ready-made chat screens for SwiftUI and UIKit, installed with Swift Package Manager or CocoaPods.',
  },
  {
    title: 'Moderation UI',
    to: '/docs/moderationUi/introduction',
    audience: 'Supervisors and moderators',
    summary:
      'Set up brands and operators, invite your team, run channels, handle reported messages, ban users and export logs.',
  },
];
