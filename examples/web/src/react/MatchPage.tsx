/**
 * A match page of a React app: it fetches the signed-in user's token, then shows the chat for the match. The
 * integration is built once when the app starts (createIntegration in vs-page.ts) and passed down, so every match
 * page shares the one adapter the page load registers.
 */
import {useEffect, useState} from 'react';

import {fetchVirtualStadiumToken} from '../widget/fetch-token';
import type {Integration} from '../widget/vs-page';
import {MatchChat} from './MatchChat';

export interface MatchPageProps {
  channelId: string;
  integration: Pick<Integration, 'adapter' | 'onActionFor'>;
  /** Replaceable for tests; fetch-token.ts asks your backend's /api/vs-token. */
  fetchToken?: () => Promise<string>;
}

export function MatchPage({channelId, integration, fetchToken = fetchVirtualStadiumToken}: MatchPageProps) {
  const [jwt, setJwt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true; // a page left before the token arrives must not set state
    fetchToken().then(
      (token) => {
        if (current) setJwt(token);
      },
      // Not signed in (401) or the backend failed: no chat, and no error page passed as the jwt.
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [fetchToken]);

  if (failed) return <p className="vs-unavailable">Sign in to join the match chat.</p>;
  if (jwt === null) return null;
  return <MatchChat channelId={channelId} jwt={jwt} integration={integration} />;
}
