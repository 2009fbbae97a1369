import Combine
import Foundation
import VirtualStadiumDataSDK

// App code: your own interface to the part of the app that places bets.
protocol BettingInsightsHandler {
    func resolve(_ insights: [OutcomePayloadRequest]) async -> [String]
}

/// App code: a match screen's model on the Data SDK alone. It owns its channel and removes it when it is released.
@MainActor
final class MatchChannelModel: ObservableObject {
    @Published private(set) var insightLabels: [String] = []
    @Published private(set) var openChannelCount = 0

    private let channelId: String
    private let chatManager: ChatManager
    private let insightsHandler: BettingInsightsHandler
    private var lease: ChannelLease?

    init(
        channelId: String,
        chatManager: ChatManager,
        openChannels: OpenChannelsModel,
        insightsHandler: BettingInsightsHandler
    ) {
        self.channelId = channelId
        self.chatManager = chatManager
        self.insightsHandler = insightsHandler
        // A Combine subscription, not a FlowBridge: it ends the moment this model is released.
        openChannels.$channels.map(\.count).assign(to: &$openChannelCount)
    }

    /// Opens the channel, or does nothing if this model has already opened it.
    func open() {
        guard lease == nil else { return }
        let handler = insightsHandler
        let config = ChannelConfig(
            channelId: channelId,
            getChannelStats: false,
            onNewInsights: { [weak self] insights in
                // Plain callback: do the async work in a Task, then update UI state on the main actor.
                Task {
                    let labels = await handler.resolve(insights)
                    await MainActor.run { self?.insightLabels = labels }
                }
            },
            // Swift passes every argument: the Android-only callback stays nil.
            onNewInsightsSuspended: nil
        )
        lease = ChannelLease(channelConfig: config, channelId: channelId, chatManager: chatManager)
    }
}
