import SwiftUI

struct MatchChatScreen: View {
    // Released when the screen leaves the hierarchy for good, and its lease on the channel with it.
    @StateObject private var model: MatchChatModel
    @EnvironmentObject private var chatSettings: ChatSettingsModel

    init(channelId: String, session: SessionKeeper, onBetSelected: @escaping (BetSelection) -> Void) {
        _model = StateObject(wrappedValue: MatchChatModel(
            channelId: channelId,
            session: session,
            onBetSelected: onBetSelected
        ))
    }

    var body: some View {
        VStack(spacing: 8) {
            chat
            if let maxLength = chatSettings.maxMessageLength {
                Text("Messages can be up to \(maxLength) characters.")
                    .font(.footnote)
            }
            Text("Betting insights received: \(model.insightCount)")
                .font(.footnote)
        }
        // Nothing opens or closes the channel on appear or disappear: the model's lease holds it while the screen
        // exists, so a pushed screen or a sheet keeps it open and no Flash Bet is lost.
    }

    @ViewBuilder private var chat: some View {
        switch model.sessionState {
        case .signedOut:
            Text("Log in to join the match chat.")
        case .connecting:
            ProgressView("Connecting to the chat…")
        case .reconnecting:
            // The SDK logged out unasked: no dead chat on screen while a fresh login is under way.
            ProgressView("Reconnecting to the chat…")
        case .ready:
            if let channel = model.readyChannel {
                StadiumChatView(channel: channel, onOutcome: model.select)
            } else if let error = model.channelError {
                Text("The chat could not open (\(error)). Trying again shortly.")
                    .foregroundColor(.secondary)
            } else {
                ProgressView("Opening the chat…")
            }
        }
    }
}
