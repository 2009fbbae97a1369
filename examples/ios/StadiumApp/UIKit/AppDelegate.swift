import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// One Virtual Stadium session and one settings model for the whole app, not for a scene or a screen.
    let stadiumSession: SessionKeeper
    let chatSettings: ChatSettingsModel
    let account: PlaceholderAccount

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
        super.init()
        // Log in once per app session, and only for a user signed in to your app.
        if account.currentUser != nil {
            stadiumSession.signIn()
        }
    }
}
