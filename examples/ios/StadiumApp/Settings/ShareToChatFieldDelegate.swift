import Combine
import UIKit

/// Keeps a UITextField within the chat's message length, when the user types and when a new limit arrives (a limit
/// can shrink while the user is typing).
@MainActor
final class ShareToChatFieldDelegate: NSObject, UITextFieldDelegate {
    private let settings: ChatSettingsModel
    private weak var textField: UITextField?
    private var limitSubscription: AnyCancellable?

    init(settings: ChatSettingsModel, textField: UITextField) {
        self.settings = settings
        self.textField = textField
        super.init()
        textField.delegate = self
        // @Published emits before the property changes: read the new value on the next run loop turn.
        limitSubscription = settings.$settings
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.keepWithinLimit() }
    }

    func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        guard let limit = settings.maxMessageLength,
              let current = textField.text,
              let swiftRange = Range(range, in: current) else { return true }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        return updated.unicodeScalars.count <= limit
    }

    /// Cuts text already typed down to a limit that shrank.
    private func keepWithinLimit() {
        guard let limit = settings.maxMessageLength,
              let textField,
              let text = textField.text,
              text.unicodeScalars.count > limit else { return }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.prefix(limit))
        textField.text = String(kept)
    }
}
