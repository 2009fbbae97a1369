import Combine
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// One Virtual Stadium session, one settings model and one open-channels model for the whole app, not for a
    /// scene or a screen.
    let stadiumSession: SessionKeeper
    let chatSettings: ChatSettingsModel
    let openChannels: OpenChannelsModel
    let account: PlaceholderAccount
    private var backendSignOut: AnyCancellable?

    override init() {
        // Start the SDK once, before any scene connects.
        let services = StadiumServices.start()
        let account = PlaceholderAccount()
        self.account = account
        stadiumSession = SessionKeeper(
            services: services,
            tokenService: TokenService(authorizationHeader: { account.authorizationHeader })
        )
        chatSettings = ChatSettingsModel(settingsProvider: services.settingsProvider)
        openChannels = OpenChannelsModel(chatManager: services.chatManager)
        super.init()
        // Your backend answered 401: the chat session has ended; end your app's sign-in too.
        backendSignOut = stadiumSession.signedOutByBackend.sink { [weak account] in
            account?.signOut()
        }
        // Only a user signed in to your app is logged in to the chat.
        if let user = account.currentUser {
            stadiumSession.signIn(userId: user.userId)
        }
    }
}
