import Combine
import Foundation
import VirtualStadiumDataSDK

/// App code: a composer's draft, checked against the current chat settings on every keystroke and every change.
@MainActor
final class ComposerModel: ObservableObject {
    @Published var draft = ""
    @Published private(set) var maxLength: Int64?
    @Published private(set) var check: DraftCheck = .empty

    private let validator: MessageValidator
    private var subscription: AnyCancellable?

    init(chatSettings: ChatSettingsModel, validator: MessageValidator) {
        self.validator = validator
        // The app-wide ChatSettingsModel follows the settings flow; this screen model only observes it with
        // Combine, so nothing outlives the composer.
        subscription = chatSettings.$settings
            .combineLatest($draft)
            .sink { [weak self] settings, draft in
                self?.recheck(draft, against: settings)
            }
    }

    private func recheck(_ text: String, against settings: ChatSettings?) {
        guard let settings else {
            maxLength = nil
            check = .empty
            return
        }
        maxLength = settings.messageLength
        check = validator.check(text, maxLength: settings.messageLength, allowedRanges: settings.allowedCharRanges)
    }
}
