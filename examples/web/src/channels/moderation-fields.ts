import type {ChannelFields, CreateChannelRequest, ModerationFields} from './channel-api';

/** The two valid choices. highPriority only exists on the VS branch, so EXTERNAL with highPriority cannot be built. */
export type ModerationChoice = {source: 'VS'; highPriority: boolean} | {source: 'EXTERNAL'};

export type ChannelKind = 'match' | 'vip' | 'support';

/** Example policy: VIP rooms get priority; support chat stays with your own moderation service. */
export function chooseModeration(kind: ChannelKind): ModerationChoice {
  switch (kind) {
    case 'vip':
      return {source: 'VS', highPriority: true};
    case 'support':
      return {source: 'EXTERNAL'};
    case 'match':
      return {source: 'VS', highPriority: false};
  }
}

export function toModerationFields(choice: ModerationChoice): ModerationFields {
  return choice.source === 'VS'
    ? {moderationSource: 'VS', highPriority: choice.highPriority}
    : {moderationSource: 'EXTERNAL'}; // never send highPriority here
}

/** A create body with the moderation fields of its kind of channel. */
export function withModeration(fields: ChannelFields, kind: ChannelKind): CreateChannelRequest {
  return {...fields, ...toModerationFields(chooseModeration(kind))};
}
