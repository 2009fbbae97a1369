import Combine
import VirtualStadiumDataSDK

/// App code: a match screen's model. It owns the screen's channel: it opens it once and removes it when the model
/// is released (the screen left for good) or closed, never when a sheet or a pushed screen covers the match.
@MainActor
final class MatchChatModel: ObservableObject {
    @Published private(set) var channel: ChatChannel?
    @Published private(set) var latestInsights: [OutcomePayloadRequest] = []
    @Published private(set) var insightCount = 0

    private let channelId: String
    private let chatManager: ChatManager
    private let onBetSelected: (BetSelection) -> Void
    private var lease: ChannelLease?

    init(channelId: String, chatManager: ChatManager, onBetSelected: @escaping (BetSelection) -> Void) {
        self.channelId = channelId
        self.chatManager = chatManager
        self.onBetSelected = onBetSelected
    }

    /// Opens the channel, or does nothing if this model has already opened it.
    func open() {
        guard lease == nil else { return }
        let config = ChannelConfig(
            channelId: channelId,
            getChannelStats: false,
            onNewInsights: { [weak self] insights in
                // The SDK may call this off the main thread.
                Task { @MainActor in
                    self?.receive(insights)
                }
            },
            // Swift passes every argument: the Android-only callback stays nil.
            onNewInsightsSuspended: nil
        )
        let lease = ChannelLease(channelConfig: config, channelId: channelId, chatManager: chatManager)
        self.lease = lease
        channel = lease.channel
    }

    /// Called by the chat view when the user taps an outcome.
    func select(_ selection: BetSelection) {
        onBetSelected(selection)
    }

    /// Removes the channel now. Releasing the model does the same; call this only when the owner outlives the screen.
    func close() {
        lease?.close()
        channel = nil
    }

    private func receive(_ insights: [OutcomePayloadRequest]) {
        latestInsights = insights
        insightCount += insights.count
    }
}
