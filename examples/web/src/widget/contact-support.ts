/**
 * The Contact Support button: the `ContactSupport` action (designed: confirm at onboarding) carries the channel the
 * user was in; open your own support channel with it as context. actions.ts sends the action here.
 */
import type {ChatMetadata} from 'virtual-stadium-api';

export interface SupportContext {
  source: 'virtual-stadium';
  channelId: string;
  channelName: string;
  match?: string;
  userId: string;
}

/** What the button needs from your site. */
export interface SupportSite {
  /** The signed-in user: the action carries no user data. */
  signedInUserId(): string;
  /** Opens your in-page support panel; false when it is unavailable. */
  openSupportPanel(context: SupportContext): boolean;
  /** Your help page, as an absolute URL (for example new URL("/help", location.origin)). */
  helpPageUrl: string;
  /** Navigates the page, for example (url) => window.location.assign(url). */
  navigate(url: string): void;
}

export function supportContext(site: SupportSite, channel: ChatMetadata): SupportContext {
  return {
    source: 'virtual-stadium',
    channelId: channel.channelId,
    channelName: channel.channelName,
    ...(channel.srEntityId !== undefined ? {match: channel.srEntityId} : {}),
    userId: site.signedInUserId(),
  };
}

/** Prefer a panel in your page: browsers can block a window that a script opens. */
export function openSupport(site: SupportSite, channel: ChatMetadata): void {
  const context = supportContext(site, channel);
  if (!site.openSupportPanel(context)) {
    const url = new URL(site.helpPageUrl);
    url.searchParams.set('channel', context.channelId);
    site.navigate(url.toString());
  }
}
