/**
 * A button of your own that opens the chat in a panel (chat-button.html). The adapter is registered when the button
 * is set up, at page load; the widget is added the first time the panel opens, once it is visible and has a size.
 * Later taps only show and hide the panel.
 */
import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {registerAdapterOnce} from './register';
import {chatProps} from './start-chat';

export interface ChatButtonOptions {
  adapter: AdapterOnRequest;
  onAction: TriggerActionFunctionType;
  fetchToken: () => Promise<string>;
  channelId: string;
}

export function setUpChatButton({adapter, onAction, fetchToken, channelId}: ChatButtonOptions): void {
  const openButton = document.querySelector<HTMLButtonElement>('#vs-open-chat');
  const closeButton = document.querySelector<HTMLButtonElement>('#vs-close-chat');
  const panel = document.querySelector<HTMLElement>('#vs-chat-panel');
  if (!openButton || !closeButton || !panel) return;

  // Adapter first, once per page load, even though the widget comes later.
  registerAdapterOnce(adapter);

  let widgetAdded = false;
  // The token request in flight, so that a second tap does not start another one.
  let adding: Promise<void> | undefined;

  async function openChat(): Promise<void> {
    if (!panel || !openButton) return;
    panel.hidden = false;
    openButton.setAttribute('aria-expanded', 'true');
    if (widgetAdded) return;
    adding ??= fetchToken()
      .then((jwt) => {
        // Closed while the token was on its way: never add the widget to a hidden panel; the next open adds it.
        if (panel.hidden) return;
        SIR('addWidget', '#sr-vs-widget', 'virtualStadium', chatProps({jwt, channelId, onAction}));
        // Only now: if the token request fails, the next tap tries again.
        widgetAdded = true;
      })
      .finally(() => {
        adding = undefined;
      });
    await adding;
  }

  function closeChat(): void {
    if (!panel || !openButton) return;
    panel.hidden = true;
    openButton.setAttribute('aria-expanded', 'false');
    openButton.focus();
  }

  openButton.addEventListener('click', () => {
    openChat().catch((error: unknown) => console.error('Could not open the chat', error));
  });
  closeButton.addEventListener('click', closeChat);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) closeChat();
  });
}
