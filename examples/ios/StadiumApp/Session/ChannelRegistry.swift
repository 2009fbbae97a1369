import Foundation
import VirtualStadiumDataSDK

/// App code: the channels the app's screens hold, counted per channel ID. SessionKeeper owns the one instance; it is
/// the only object that calls `getOrAddChannel` and `removeChannel`, so closing one screen never removes a channel
/// another screen shows.
///
/// A screen calls `acquire(_:)` and keeps the `ChannelLease`. A channel is opened while the session is ready, opened
/// again at every return to ready (the SDK may drop channels when it logs out), and removed when its last lease is
/// released. Each channel has one `ChannelConfig`, whose insights reach every lease on that channel.
@MainActor
final class ChannelRegistry {
    private final class Entry {
        let config: ChannelConfig
        /// The leases on this channel, weakly: a screen's model owns its lease.
        var leases: [Int: WeakLease] = [:]
        var channel: ChatChannel?
        /// The open call under way, or the wait before its retry.
        var opening: Task<Void, Never>?
        var failuresInARow = 0
        /// Whether getOrAddChannel went through in the current chat session, so the SDK may hold the channel (even
        /// while reconnecting). Only then does the last release remove it. Sign-out removes every channel instead.
        var mayBeOpen = false

        init(config: ChannelConfig) {
            self.config = config
        }
    }

    private struct WeakLease {
        weak var lease: ChannelLease?
    }

    private let chatManager: ChatManager
    private let sleep: (TimeInterval) async throws -> Void
    private var entries: [String: Entry] = [:]
    /// Removals under way, by channel ID: opening the same channel again waits for its removal.
    private var removals: [String: (id: Int, task: Task<Void, Never>)] = [:]
    private var nextRemovalId = 0
    private var isReady = false
    /// Lease IDs are never reused, so a late release cannot remove a newer lease.
    private var nextLeaseId = 0

    init(chatManager: ChatManager, sleep: @escaping (TimeInterval) async throws -> Void) {
        self.chatManager = chatManager
        self.sleep = sleep
    }

    // #region acquire
    /// Holds `channelId` open for one screen until the lease is released (or the screen's model goes away).
    func acquire(_ channelId: String) -> ChannelLease {
        let entry = entries[channelId] ?? makeEntry(channelId)
        nextLeaseId += 1
        let lease = ChannelLease(id: nextLeaseId, channelId: channelId, registry: self)
        entry.leases[lease.id] = WeakLease(lease: lease)
        if let channel = entry.channel {
            lease.show(channel)
        } else {
            open(channelId)
        }
        return lease
    }

    /// Called by a lease, once. The last release of a channel removes it, in order with any later open of the same
    /// channel: an open under way is cancelled and waited for, and the channel is removed if that open went through.
    func release(leaseId: Int, channelId: String) {
        guard let entry = entries[channelId], entry.leases.removeValue(forKey: leaseId) != nil else { return }
        guard entry.leases.isEmpty else { return }
        entries[channelId] = nil
        let opening = entry.opening
        opening?.cancel()
        entry.opening = nil
        // Nothing to remove when no open of this channel is under way or went through in this chat session.
        guard opening != nil || entry.mayBeOpen else { return }
        let previous = removals[channelId]?.task
        let chatManager = chatManager
        nextRemovalId += 1
        let removalId = nextRemovalId
        removals[channelId] = (removalId, Task { [weak self] in
            await previous?.value
            // The cancelled open's call comes back first: the SDK may have opened the channel meanwhile.
            await opening?.value
            if entry.mayBeOpen {
                // No screen shows this channel any more, so a failure is only worth a log line in your app.
                try? await chatManager.removeChannel(channelId: channelId)
            }
            if self?.removals[channelId]?.id == removalId {
                self?.removals[channelId] = nil
            }
        })
    }
    // #endregion acquire

    // #region session-events
    /// The session is ready: open every channel a screen holds (again, after a reconnection).
    func sessionReady() {
        isReady = true
        for channelId in entries.keys {
            open(channelId)
        }
    }

    /// The SDK logged out unasked: hide every chat until the session is ready again.
    func sessionInterrupted() {
        isReady = false
        resetEntries()
    }

    /// Sign-out or another user: the session removes every channel with `removeAllChannels()`; drop what each lease
    /// shows, its insights included. Leases stay, and their channels open again for the next user.
    func sessionEnded() {
        isReady = false
        resetEntries()
        for entry in entries.values {
            entry.mayBeOpen = false
            for lease in entry.leases.values.compactMap(\.lease) {
                lease.clearInsights()
            }
        }
    }
    // #endregion session-events

    private func makeEntry(_ channelId: String) -> Entry {
        let config = ChannelConfig(
            channelId: channelId,
            getChannelStats: false,
            onNewInsights: { [weak self] insights in
                // The SDK may call this on any thread: hop to the main actor before touching state.
                Task { @MainActor in
                    self?.deliver(insights, channelId: channelId)
                }
            },
            // Swift passes every argument: the Android-only callback stays nil.
            onNewInsightsSuspended: nil
        )
        let entry = Entry(config: config)
        entries[channelId] = entry
        return entry
    }

    private func resetEntries() {
        for entry in entries.values {
            entry.opening?.cancel()
            entry.opening = nil
            entry.channel = nil
            entry.failuresInARow = 0
            for lease in entry.leases.values.compactMap(\.lease) {
                lease.hide()
            }
        }
    }

    // #region open
    private func open(_ channelId: String) {
        guard isReady, let entry = entries[channelId], entry.opening == nil else { return }
        let chatManager = chatManager
        let config = entry.config
        let removal = removals[channelId]?.task
        entry.opening = Task { [weak self] in
            // A removal of the same channel under way runs first.
            await removal?.value
            guard !Task.isCancelled else { return }
            do {
                let channel = try await chatManager.getOrAddChannel(channelConfig: config)
                // Recorded even when cancelled: a release waiting for this open removes what it opened.
                entry.mayBeOpen = true
                guard !Task.isCancelled else { return }
                self?.opened(channel, channelId: channelId)
            } catch {
                guard !Task.isCancelled else { return }
                await self?.failedToOpen(channelId, error: error)
            }
        }
    }

    private func opened(_ channel: ChatChannel, channelId: String) {
        guard let entry = entries[channelId] else { return }
        entry.opening = nil
        entry.channel = channel
        entry.failuresInARow = 0
        for lease in entry.leases.values.compactMap(\.lease) {
            lease.show(channel)
        }
    }

    /// Shows the error on every lease and tries again after the retry delay, while the task is not cancelled.
    private func failedToOpen(_ channelId: String, error: Error) async {
        guard let entry = entries[channelId] else { return }
        entry.failuresInARow += 1
        for lease in entry.leases.values.compactMap(\.lease) {
            lease.fail(error.localizedDescription)
        }
        let delay = SessionPolicy.retryDelay(failuresInARow: entry.failuresInARow)
        do {
            try await sleep(delay)
        } catch {
            return // cancelled: released, or the session is no longer ready
        }
        guard entries[channelId] === entry else { return }
        entry.opening = nil
        open(channelId)
    }
    // #endregion open

    private func deliver(_ insights: [OutcomePayloadRequest], channelId: String) {
        // For a channel open or opening in the current session: a batch that arrives while getOrAddChannel is still
        // running is kept. A late callback of an ended session, before the next open, is dropped.
        guard let entry = entries[channelId], entry.channel != nil || entry.opening != nil else { return }
        for lease in entry.leases.values.compactMap(\.lease) {
            lease.receive(insights)
        }
    }
}
