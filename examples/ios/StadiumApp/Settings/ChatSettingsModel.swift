import Combine
import VirtualStadiumDataSDK

/// App code: the latest chat settings, for the whole app. Create it once, next to StadiumServices.
@MainActor
final class ChatSettingsModel: ObservableObject {
    @Published private(set) var settings: ChatSettings?
    private var settingsBridge: FlowBridge<ChatSettings>?

    init(settingsProvider: SettingsProvider) {
        // FlowBridge delivers every new value on the main actor.
        settingsBridge = FlowBridge(settingsProvider.settings, owner: self) { [weak self] (newSettings: ChatSettings) in
            self?.settings = newSettings
        }
    }

    /// The longest message allowed, or nil until the first settings arrive.
    var maxMessageLength: Int? {
        settings.map { Int($0.messageLength) }
    }

    var reactionCount: Int {
        settings?.supportedReactions.count ?? 0
    }

    var hasFlashBetTimers: Bool {
        settings?.flashBetTimers != nil
    }

    var betStopTimeoutSeconds: Int? {
        settings.map { Int($0.betStopTimeoutSeconds) }
    }
}
