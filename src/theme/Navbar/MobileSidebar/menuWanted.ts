/**
 * Whether the reader has reached for the mobile menu yet: set on the first pointer-down or focus on the menu button,
 * or when the menu opens some other way, and kept for the rest of the visit (client-side navigations included).
 * Until then neither the menu (`Navbar/MobileSidebar`) nor the doc sidebar it shows (`DocSidebar/Mobile`) is built.
 */
import {useSyncExternalStore} from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function wantMobileMenu(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** False during server rendering and hydration, then the reader's choice. */
export function useMobileMenuWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
