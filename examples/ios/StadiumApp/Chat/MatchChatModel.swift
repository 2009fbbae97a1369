import Combine
import VirtualStadiumDataSDK

/// App code: a match screen's model. It holds the screen's lease on the channel for as long as the model lives, so
/// a sheet or a pushed screen covering the match keeps the chat open. It never opens or removes a channel itself:
/// the app's ChannelRegistry does, and removes the channel only when no screen holds it any more.
@MainActor
final class MatchChatModel: ObservableObject {
    @Published private(set) var sessionState: SessionState = .signedOut
    @Published private(set) var channel: ChatChannel?
    @Published private(set) var channelError: String?
    @Published private(set) var latestInsights: [OutcomePayloadRequest] = []
    @Published private(set) var insightCount = 0

    private let lease: ChannelLease
    private let onBetSelected: (BetSelection) -> Void

    init(channelId: String, session: SessionKeeper, onBetSelected: @escaping (BetSelection) -> Void) {
        self.onBetSelected = onBetSelected
        lease = session.channels.acquire(channelId)
        // Combine subscriptions, not FlowBridges: they end the moment this model is released.
        session.$state.assign(to: &$sessionState)
        lease.$channel.assign(to: &$channel)
        lease.$error.assign(to: &$channelError)
        lease.$insights.assign(to: &$latestInsights)
        lease.$insightCount.assign(to: &$insightCount)
    }

    /// The chat to show: only while the session is ready and the channel is open.
    var readyChannel: ChatChannel? {
        sessionState == .ready ? channel : nil
    }

    /// Called by the chat view when the user taps an outcome.
    func select(_ selection: BetSelection) {
        onBetSelected(selection)
    }

    /// Gives the channel back now. Releasing the model does the same; call this only when the owner outlives the screen.
    func close() {
        lease.release()
    }
}
