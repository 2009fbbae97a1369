/**
 * Wraps the mobile sidebar so that it is built when a reader reaches for the menu, not on every
 * page load. Stock Docusaurus renders the whole mobile menu, including the page's doc sidebar,
 * right after hydration on a phone, in one uninterrupted task (a few hundred ms of main thread on
 * a mid-range phone for the larger sidebars), although most readers never open it.
 *
 * The menu is mounted on the first pointer-down or focus on the menu button, which comes before
 * the click that opens it, so it still slides in; `shown` covers any other way of opening it.
 */
import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const toggleSelector = '.navbar__toggle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  // Opened some other way (no focus or pointer-down first): keep it mounted from now on too.
  if (shown && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const toggle = document.querySelector(toggleSelector);
    if (!toggle) return undefined;
    const mount = (): void => setWanted(true);
    toggle.addEventListener('pointerdown', mount, {once: true});
    toggle.addEventListener('focus', mount, {once: true});
    return () => {
      toggle.removeEventListener('pointerdown', mount);
      toggle.removeEventListener('focus', mount);
    };
  }, [wanted, shouldRender]);

  return wanted ? <MobileSidebar /> : null;
}
