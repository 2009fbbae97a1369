import type {Footer} from '@docusaurus/theme-common';

const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Build',
      items: [
        {label: 'Integration guide', to: '/docs/integration/overview'},
        {label: 'Web Widget', to: '/web'},
        {label: 'API reference', to: '/docs/api/'},
      ],
    },
    {
      title: 'Mobile',
      items: [
        {label: 'Which SDK should I use?', to: '/docs/mobileIntro'},
        {label: 'Data SDK', to: '/docs/sdk/dependencies'},
        {label: 'Android UI SDK', to: '/docs/androidSdk/dependencies'},
        {label: 'iOS UI SDK', to: '/docs/iosSdk/dependencies'},
      ],
    },
    {
      title: 'Operate',
      items: [
        {label: 'Moderation UI', to: '/docs/moderationUi/introduction'},
        {label: 'Troubleshooting', to: '/docs/web/troubleshooting'},
        {label: 'Licensing', to: '/docs/licensing'},
        {label: 'How to read these docs', to: '/markdown-page'},
      ],
    },
  ],
  copyright: `Virtual Stadium documentation. Product facts are maintained by the documentation team; values marked as placeholders are supplied at onboarding.`,
};

export default footer;
