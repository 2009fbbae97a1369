/**
 * Wraps the mobile sidebar so that it is built when a reader reaches for the menu, not on every
 * page load. Stock Docusaurus renders the whole mobile menu, including the page's doc sidebar,
 * right after hydration on a phone, in one uninterrupted task (a few hundred ms of main thread on
 * a mid-range phone for the larger sidebars), although most readers never open it.
 *
 * The menu is mounted on the first pointer-down or focus on the menu button, which comes before
 * the click that opens it, so it still slides in; `shown` covers any other way of opening it.
 * `DocSidebar/Mobile` waits for the same moment (./menuWanted.ts).
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

import {useMobileMenuWanted, wantMobileMenu} from './menuWanted';

const toggleSelector = '.navbar__toggle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const wanted = useMobileMenuWanted();

  useEffect(() => {
    // Opened some other way (no focus or pointer-down first): keep it mounted from now on too.
    if (shown) wantMobileMenu();
  }, [shown]);

  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const toggle = document.querySelector(toggleSelector);
    if (!toggle) return undefined;
    toggle.addEventListener('pointerdown', wantMobileMenu, {once: true});
    toggle.addEventListener('focus', wantMobileMenu, {once: true});
    return () => {
      toggle.removeEventListener('pointerdown', wantMobileMenu);
      toggle.removeEventListener('focus', wantMobileMenu);
    };
  }, [wanted, shouldRender]);

  return wanted || shown ? <MobileSidebar /> : null;
}
