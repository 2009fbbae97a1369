import SwiftUI

/// Shows a log-in prompt while nobody is signed in, and the match screen otherwise. The match screen shows the
/// session's other states itself, so its lease on the channel lives through a reconnection.
struct RootView: View {
    @EnvironmentObject private var session: SessionKeeper
    let startSignIn: () -> Void

    var body: some View {
        NavigationView {
            Group {
                if session.state == .signedOut {
                    VStack(spacing: 12) {
                        Text("Log in to join the match chat.")
                        Button("Log In", action: startSignIn)
                    }
                } else {
                    MatchChatScreen(
                        channelId: "<CHANNEL_ID>",
                        session: session,
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
