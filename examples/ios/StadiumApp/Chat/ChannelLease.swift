import Combine
import VirtualStadiumDataSDK

/// App code: one screen's hold on a channel, from `ChannelRegistry.acquire(_:)`. It publishes the open channel (nil
/// while the session is not ready or the channel is opening), the last error, and the insights of the channel.
/// Releasing the last lease on a channel removes it; only the registry calls the SDK.
@MainActor
final class ChannelLease: ObservableObject {
    let id: Int
    let channelId: String
    @Published private(set) var channel: ChatChannel?
    /// Why the channel did not open; the registry tries again after the retry delay.
    @Published private(set) var error: String?
    /// The last insights the SDK sent for this channel, and how many have arrived since the session started.
    @Published private(set) var insights: [OutcomePayloadRequest] = []
    @Published private(set) var insightCount = 0

    private let registry: ChannelRegistry

    init(id: Int, channelId: String, registry: ChannelRegistry) {
        self.id = id
        self.channelId = channelId
        self.registry = registry
    }

    /// Gives the channel back now. Releasing the lease does the same; call this when its owner outlives the screen.
    func release() {
        channel = nil
        registry.release(leaseId: id, channelId: channelId)
    }

    deinit {
        // A lease released with its screen gives its channel back; the registry ignores a second release.
        let registry = registry
        let id = id
        let channelId = channelId
        Task { @MainActor in
            registry.release(leaseId: id, channelId: channelId)
        }
    }

    // Called by the registry.
    func show(_ channel: ChatChannel) {
        self.channel = channel
        error = nil
    }

    func hide() {
        channel = nil
        error = nil
    }

    func fail(_ message: String) {
        error = message
    }

    func receive(_ newInsights: [OutcomePayloadRequest]) {
        insights = newInsights
        insightCount += newInsights.count
    }

    func clearInsights() {
        insights = []
        insightCount = 0
    }
}
