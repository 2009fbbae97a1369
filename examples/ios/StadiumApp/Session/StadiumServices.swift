import VirtualStadiumDataSDK

/// App code: the Data SDK services, created once at launch and passed to the objects that need them.
struct StadiumServices {
    let loginManager: LoginManager
    let chatManager: ChatManager
    let settingsProvider: SettingsProvider
}

extension StadiumServices {
    /// Starts the SDK and returns its services. Call once per launch, from your App's (or app delegate's) init.
    static func start() -> StadiumServices {
        // Replace the next line with the start-up call from the SDK reference in your onboarding
        // pack (<VS_SDK_INIT>). It starts the SDK and gives you the LoginManager, ChatManager and
        // SettingsProvider instances; return them as StadiumServices(loginManager:chatManager:settingsProvider:).
        #error("Add the Virtual Stadium start-up call (<VS_SDK_INIT>) from your onboarding pack.")
    }
}
