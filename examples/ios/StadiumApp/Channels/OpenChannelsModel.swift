import Combine
import VirtualStadiumDataSDK

/// App code: the channels ChatManager holds, for the whole app. Create it once, next to StadiumServices;
/// screens observe it with Combine instead of bridging the `channels` flow themselves.
@MainActor
final class OpenChannelsModel: ObservableObject {
    @Published private(set) var channels: [ChatChannel] = []
    private var channelsBridge: FlowBridge<[ChatChannel]>?

    init(chatManager: ChatManager) {
        // FlowBridge is app code: see "Observe flows from Swift" in Getting started.
        channelsBridge = FlowBridge(chatManager.channels, owner: self) { [weak self] (channels: [ChatChannel]) in
            self?.channels = channels
        }
    }
}
