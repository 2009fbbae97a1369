import SwiftUI
import VirtualStadiumDataSDK

/// Stand-in for the chat view. With the UI SDK, add `import VirtualStadiumUISDK` and put its chat view here;
/// its name and parameters are listed in the SDK reference from your onboarding pack. With the Data SDK
/// alone, draw your own chat from the channel.
struct StadiumChatView: View {
    let channel: ChatChannel
    let onOutcome: (BetSelection) -> Void

    var body: some View {
        // <VS_UISDK_CHAT_VIEW>(channel: channel, <VS_UISDK_ON_OUTCOME>: { outcome in
        //     onOutcome(BetSelection(...))  // map the tapped outcome to your own IDs
        // })
        Text("Chat is ready.")
            .foregroundColor(.secondary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
