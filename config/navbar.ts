import type {Navbar} from '@docusaurus/theme-common';

/**
 * Navbar items. Each area item opens its sidebar's landing doc (spec §2 "Sidebars").
 * The mobile SDK areas share a dropdown so the bar still fits at 997 px.
 */
const navbar: Omit<Navbar, 'style'> & {style?: Navbar['style']} = {
  title: 'Virtual Stadium',
  logo: {
    alt: 'Virtual Stadium logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {type: 'doc', docId: 'integration/overview', label: 'Integration', position: 'left'},
    {type: 'doc', docId: 'web/overview', label: 'Web Widget', position: 'left'},
    {
      type: 'dropdown',
      label: 'SDKs',
      position: 'left',
      items: [
        {type: 'doc', docId: 'sdk/dependencies', label: 'Data SDK'},
        {type: 'doc', docId: 'androidSdk/dependencies', label: 'Android UI SDK'},
        {type: 'doc', docId: 'iosSdk/dependencies', label: 'iOS UI SDK'},
        {type: 'doc', docId: 'mobileIntro', label: 'Which SDK should I use?'},
      ],
    },
    {type: 'doc', docId: 'moderationUi/introduction', label: 'Moderation UI', position: 'left'},
    {to: '/docs/api/', label: 'API', position: 'left', activeBasePath: '/docs/api'},
    {type: 'doc', docId: 'licensing', label: 'Licensing', position: 'right'},
  ],
};

export default navbar;
