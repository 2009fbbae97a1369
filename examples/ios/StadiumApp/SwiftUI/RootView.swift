import SwiftUI

/// Shows a log-in prompt, a spinner or the chat, following the app's session.
struct RootView: View {
    @EnvironmentObject private var session: SessionKeeper
    let startSignIn: () -> Void

    var body: some View {
        NavigationView {
            Group {
                switch session.phase {
                case .signedOut:
                    VStack(spacing: 12) {
                        Text("Log in to join the match chat.")
                        Button("Log In", action: startSignIn)
                    }
                case .connecting:
                    // Only before the first login of the app session: a token refresh keeps .ready.
                    ProgressView("Connecting to chat…")
                case .ready:
                    MatchChatScreen(
                        channelId: "<CHANNEL_ID>",
                        chatManager: session.services.chatManager,
                        onBetSelected: openBetslip
                    )
                }
            }
            .navigationTitle("Derby chat")
        }
    }

    private func openBetslip(_ selection: BetSelection) {
        // Hand the selection to your betslip; see the Chat page.
    }
}
