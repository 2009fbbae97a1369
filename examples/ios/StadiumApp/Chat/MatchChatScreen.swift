import SwiftUI
import VirtualStadiumDataSDK

struct MatchChatScreen: View {
    // Released when the screen leaves the hierarchy for good, and the channel with it.
    @StateObject private var model: MatchChatModel
    @EnvironmentObject private var chatSettings: ChatSettingsModel

    init(channelId: String, chatManager: ChatManager, onBetSelected: @escaping (BetSelection) -> Void) {
        _model = StateObject(wrappedValue: MatchChatModel(
            channelId: channelId,
            chatManager: chatManager,
            onBetSelected: onBetSelected
        ))
    }

    var body: some View {
        VStack(spacing: 8) {
            if let channel = model.channel {
                StadiumChatView(channel: channel, onOutcome: model.select)
            } else {
                ProgressView("Opening chat…")
            }
            if let maxLength = chatSettings.maxMessageLength {
                Text("Messages can be up to \(maxLength) characters.")
                    .font(.footnote)
            }
            Text("Betting insights received: \(model.insightCount)")
                .font(.footnote)
        }
        // Opening is idempotent. Nothing closes the channel on disappear: a pushed screen or a sheet keeps it
        // open, so no Flash Bet is lost; the model removes it when it is released.
        .onAppear(perform: model.open)
    }
}
