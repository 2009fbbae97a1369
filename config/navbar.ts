import type {Navbar, NavbarItem} from '@docusaurus/theme-common';

import {areaActivePathRegex, areas, docActivePathRegex, docPath, sdkGroupLabel, sitePages} from '../src/data/siteAreas';

const sdkAreas = areas.filter((area) => area.group === 'sdks');

/**
 * One item per area (src/data/siteAreas.ts), in the areas' order, each linking its sidebar's landing doc. Each page
 * activates exactly one item: an area's item is active on its own docs folder only (`areaActivePathRegex`), not on
 * every page its sidebar lists, because the Web Widget sidebar also lists the API reference (which has its own
 * item) and the Integration sidebar the licensing page (likewise). Docusaurus's `docSidebar` and `doc` items are
 * active on every page of their sidebar, and a `docSidebar` item ignores `activeBaseRegex`, so these are plain links.
 * The SDK areas share a dropdown, with the chooser page, so the bar still fits at 997 px.
 */
function areaItem(area: (typeof areas)[number]): NavbarItem {
  return {to: docPath(area.landingDoc), label: area.label, activeBaseRegex: areaActivePathRegex(area)};
}

function docItem(page: {docId: string; label: string}): NavbarItem {
  return {to: docPath(page.docId), label: page.label, activeBaseRegex: docActivePathRegex(page.docId)};
}

function areaItems(): NavbarItem[] {
  const items: NavbarItem[] = [];
  for (const area of areas) {
    if (area.group !== 'sdks') {
      items.push({...areaItem(area), position: 'left'});
    } else if (area === sdkAreas[0]) {
      items.push({
        type: 'dropdown',
        label: sdkGroupLabel,
        position: 'left',
        items: [...sdkAreas.map(areaItem), docItem(sitePages.sdkChooser)],
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
    {to: '/docs/api/', label: 'API', position: 'left', activeBaseRegex: '^/docs/api(?:/|$)'},
    {...docItem(sitePages.licensing), position: 'right'},
  ],
};

export default navbar;
