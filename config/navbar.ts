import type {Navbar, NavbarItem} from '@docusaurus/theme-common';

import {areas, sdkGroupLabel, sitePages} from '../src/data/siteAreas';

const sdkAreas = areas.filter((area) => area.group === 'sdks');

/**
 * One item per area (src/data/siteAreas.ts), each a `docSidebar` item: its link is the sidebar's landing doc as
 * the docs plugin's global data has it, so the navbar tests prove that data (spec §2 "Sidebars"),
 * in the areas' order. The SDK areas share a dropdown, with the chooser page, so the bar still fits at 997 px.
 */
function areaItems(): NavbarItem[] {
  const items: NavbarItem[] = [];
  for (const area of areas) {
    if (area.group !== 'sdks') {
      items.push({type: 'docSidebar', sidebarId: area.key, label: area.label, position: 'left'});
    } else if (area === sdkAreas[0]) {
      items.push({
        type: 'dropdown',
        label: sdkGroupLabel,
        position: 'left',
        items: [
          ...sdkAreas.map((sdk) => ({type: 'docSidebar', sidebarId: sdk.key, label: sdk.label})),
          {type: 'doc', docId: sitePages.sdkChooser.docId, label: sitePages.sdkChooser.label},
        ],
      });
    }
  }
  return items;
}

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
    ...areaItems(),
    {to: '/docs/api/', label: 'API', position: 'left', activeBasePath: '/docs/api'},
    {type: 'doc', docId: sitePages.licensing.docId, label: sitePages.licensing.label, position: 'right'},
  ],
};

export default navbar;
