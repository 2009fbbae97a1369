/**
 * Registers the adapter once per page load, before any widget is added. Single-page apps call it from every view
 * that shows the chat: the registration belongs to the page load, not to the view.
 */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

// A page load has one document: a view that mounts again finds it here and does not register a second adapter.
const pagesWithAdapter = new WeakSet<Document>();

export function registerAdapterOnce(adapter: AdapterOnRequest): void {
  if (pagesWithAdapter.has(document)) return;
  SIR('registerAdapter', adapter);
  pagesWithAdapter.add(document);
}
