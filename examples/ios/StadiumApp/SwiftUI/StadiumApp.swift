import SwiftUI

@main
struct StadiumApp: App {
    @StateObject private var session: SessionKeeper
    @StateObject private var chatSettings: ChatSettingsModel
    private let account: PlaceholderAccount

    init() {
        // Start the SDK once, before any view exists.
        let services = StadiumServices.start()
        let account = PlaceholderAccount()
        let session = SessionKeeper(
            services: services,
            tokenService: TokenService(authorizationHeader: { account.authorizationHeader })
        )
        // Log in once per app session, and only for a user signed in to your app: nobody signed in, no login.
        if account.currentUser != nil {
            session.signIn()
        }
        self.account = account
        _session = StateObject(wrappedValue: session)
        _chatSettings = StateObject(wrappedValue: ChatSettingsModel(settingsProvider: services.settingsProvider))
    }

    var body: some Scene {
        WindowGroup {
            RootView(startSignIn: {
                // Your own sign-in flow. When your backend accepts the user, record it in your account
                // layer and call session.signIn(), once.
            })
            .keepsSessionFresh(session)
            .environmentObject(session)
            .environmentObject(chatSettings)
        }
    }
}
