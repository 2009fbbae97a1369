import VirtualStadiumDataSDK

/// App code: removes one channel from ChatManager when it is closed or released, whichever comes first.
/// Not tied to the main actor, so it needs no `deinit` in a `@MainActor` model (Swift 5 and Swift 6 modes alike).
final class ChannelLease {
    let channel: ChatChannel
    private let channelId: String
    private let chatManager: ChatManager
    private var isOpen = true

    init(channelConfig: ChannelConfig, channelId: String, chatManager: ChatManager) {
        self.channelId = channelId
        self.chatManager = chatManager
        channel = chatManager.getOrAddChannel(channelConfig: channelConfig)
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        chatManager.removeChannel(channelId: channelId)
    }

    deinit {
        close()
    }
}
