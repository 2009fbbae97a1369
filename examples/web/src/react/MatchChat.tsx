/**
 * The chat in a React single-page app: one widget per match, added in an effect once the container is in the DOM.
 * The adapter registration belongs to the page load (register.ts), not to the view, so a view that mounts again
 * does not register a second adapter.
 */
import {useEffect, useRef} from 'react';

import {chatProps, startChat} from '../widget/start-chat';
import type {Integration} from '../widget/vs-page';

export interface MatchChatProps {
  /** The match's channel, as created in the Moderation UI or through the API. */
  channelId: string;
  /** The signed-in user's token (fetch-token.ts). */
  jwt: string;
  /** The page's one integration (vs-page.ts), built once when the app starts. */
  integration: Pick<Integration, 'adapter' | 'onActionFor'>;
}

// Elements that already hold a widget: React's StrictMode runs each effect twice in development.
const containersWithWidget = new WeakSet<Element>();

export function MatchChat({channelId, jwt, integration}: MatchChatProps) {
  const container = useRef<HTMLDivElement>(null);
  const containerId = `sr-vs-widget-${channelId}`;

  useEffect(() => {
    // The container is in the DOM by the time an effect runs; add one widget to it, once.
    const element = container.current;
    if (element === null || containersWithWidget.has(element)) return;
    containersWithWidget.add(element);
    // A channel id may contain punctuation (":", "."), so escape it inside the selector.
    const onAction = integration.onActionFor(channelId);
    startChat(`#${CSS.escape(containerId)}`, integration.adapter, chatProps({jwt, channelId, onAction}));
    // Once per match: a new token alone must not add a second widget to the same element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [containerId]);

  // A new key per match gives each match a new element.
  return <div key={channelId} ref={container} id={containerId} className="vs-container" />;
}
