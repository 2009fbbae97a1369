import SwiftUI

@main
struct StadiumApp: App {
    @StateObject private var session: SessionKeeper
    @StateObject private var chatSettings: ChatSettingsModel
    @StateObject private var openChannels: OpenChannelsModel
    private let account: PlaceholderAccount

    init() {
        // Start the SDK once, before any view exists.
        let services = StadiumServices.start()
        let account = PlaceholderAccount()
        let session = SessionKeeper(
            services: services,
            tokenService: TokenService(authorizationHeader: { account.authorizationHeader })
        )
        // Only a user signed in to your app is logged in to the chat: nobody signed in, no login.
        if let user = account.currentUser {
            session.signIn(userId: user.userId)
        }
        self.account = account
        _session = StateObject(wrappedValue: session)
        _chatSettings = StateObject(wrappedValue: ChatSettingsModel(settingsProvider: services.settingsProvider))
        // The open channels, bridged once for every screen.
        _openChannels = StateObject(wrappedValue: OpenChannelsModel(chatManager: services.chatManager))
    }

    var body: some Scene {
        WindowGroup {
            RootView(startSignIn: {
                // Your own sign-in flow. When your backend accepts the user, record it in your account
                // layer and call session.signIn(userId:) with the user's ID.
            })
            .keepsSessionFresh(session)
            .environmentObject(session)
            .environmentObject(chatSettings)
            .environmentObject(openChannels)
            // Your backend answered 401: the chat session has ended; end your app's sign-in too.
            .onReceive(session.signedOutByBackend) { _ in
                account.signOut()
            }
        }
    }
}
