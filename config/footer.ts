import type {FooterLinkItem, MultiColumnFooter} from '@docusaurus/theme-common';

import {areas, docPath, sitePages, type AreaGroup} from '../src/data/siteAreas';

/** The group's areas, each linking its landing doc under the label the navbar and sidebar use. */
function areaLinks(group: AreaGroup): FooterLinkItem[] {
  return areas
    .filter((area) => area.group === group)
    .map((area) => ({label: area.label, to: docPath(area.landingDoc)}));
}

function pageLink(page: {docId: string; label: string}): FooterLinkItem {
  return {label: page.label, to: docPath(page.docId)};
}

const footer: MultiColumnFooter = {
  style: 'dark',
  links: [
    {
      title: 'Build',
      items: [
        ...areaLinks('guides'),
        {label: 'Embed configurator', to: '/web'},
        {label: 'API reference', to: '/docs/api/'},
      ],
    },
    {
      title: 'Mobile',
      items: [pageLink(sitePages.sdkChooser), ...areaLinks('sdks')],
    },
    {
      title: 'Operate',
      items: [
        ...areaLinks('operate'),
        pageLink(sitePages.troubleshooting),
        pageLink(sitePages.licensing),
        {label: 'How to read these docs', to: '/markdown-page'},
      ],
    },
  ],
  copyright: `Virtual Stadium documentation. Product facts are maintained by the documentation team; values marked as placeholders are supplied at onboarding.`,
};

export default footer;
