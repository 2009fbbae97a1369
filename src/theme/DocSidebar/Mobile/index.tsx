/**
 * Wraps the doc sidebar's mobile half, which hands the sidebar to the mobile menu, so that it waits until the reader
 * reaches for the menu (../../Navbar/MobileSidebar/menuWanted.ts). Mounted at hydration, as stock Docusaurus does on
 * a phone, it makes the navbar render again, and its first render compares the names of its props with
 * `localeCompare`, whose first call loads the browser's collation data: some 35 to 60 ms of main thread at 4x CPU
 * throttling on every doc page, for a menu most readers never open.
 */
import type {ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

import {useMobileMenuWanted} from '@site/src/theme/Navbar/MobileSidebar/menuWanted';

type Props = WrapperProps<typeof DocSidebarMobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const wanted = useMobileMenuWanted();
  const {shown} = useNavbarMobileSidebar();
  return wanted || shown ? <DocSidebarMobile {...props} /> : null;
}
