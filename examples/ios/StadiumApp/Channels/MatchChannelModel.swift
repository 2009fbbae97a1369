import Combine
import Foundation
import VirtualStadiumDataSDK

// App code: your own interface to the part of the app that places bets.
protocol BettingInsightsHandler {
    func resolve(_ insights: [OutcomePayloadRequest]) async -> [String]
}

/// App code: a match screen's model on the Data SDK alone. It holds a lease on its channel for as long as it lives;
/// the app's ChannelRegistry opens the channel and removes it when no screen holds it any more.
@MainActor
final class MatchChannelModel: ObservableObject {
    @Published private(set) var insightLabels: [String] = []
    @Published private(set) var openChannelCount = 0
    @Published private(set) var channelError: String?

    private let lease: ChannelLease
    private let insightsHandler: BettingInsightsHandler
    private var insightsSubscription: AnyCancellable?
    private var resolving: Task<Void, Never>?

    init(
        channelId: String,
        channels: ChannelRegistry,
        openChannels: OpenChannelsModel,
        insightsHandler: BettingInsightsHandler
    ) {
        self.insightsHandler = insightsHandler
        lease = channels.acquire(channelId)
        // Combine subscriptions, not FlowBridges: they end the moment this model is released.
        openChannels.$channels.map(\.count).assign(to: &$openChannelCount)
        lease.$error.assign(to: &$channelError)
        insightsSubscription = lease.$insights.sink { [weak self] insights in
            self?.resolve(insights)
        }
    }

    /// Resolves the latest insights into labels; a newer batch cancels the work on the older one.
    private func resolve(_ insights: [OutcomePayloadRequest]) {
        resolving?.cancel()
        guard !insights.isEmpty else {
            insightLabels = []
            return
        }
        let handler = insightsHandler
        resolving = Task { [weak self] in
            let labels = await handler.resolve(insights)
            guard !Task.isCancelled else { return }
            self?.insightLabels = labels
        }
    }
}
