/** Reader-facing names of the six sidebars, keyed by the sidebar ids used in sidebars.ts. */
export const sidebarLabels: Readonly<Record<string, string>> = {
  integration: 'Integration',
  web: 'Web Widget',
  sdk: 'Data SDK',
  android: 'Android UI SDK',
  ios: 'iOS UI SDK',
  moderationUi: 'Moderation UI',
};
