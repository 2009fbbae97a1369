import UIKit

/// Keeps a UITextField within the chat's message length.
@MainActor
final class ShareToChatFieldDelegate: NSObject, UITextFieldDelegate {
    private let settings: ChatSettingsModel

    init(settings: ChatSettingsModel) {
        self.settings = settings
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
}
