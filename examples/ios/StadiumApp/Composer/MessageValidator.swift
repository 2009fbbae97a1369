import Foundation
import VirtualStadiumDataSDK

// App code: the result of checking a draft against the current chat settings.
enum DraftCheck: Equatable {
    case ok
    case empty
    case tooLong(length: Int, max: Int64)
    case disallowedCharacter(Unicode.Scalar)
}

// App code: checks a draft before it is sent.
struct MessageValidator {
    let toScalarRange: (AllowedChatRange) -> ClosedRange<UInt32>

    func check(_ draft: String, maxLength: Int64, allowedRanges: [AllowedChatRange]) -> DraftCheck {
        if draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .empty }

        let length = draft.unicodeScalars.count
        if Int64(length) > maxLength { return .tooLong(length: length, max: maxLength) }

        if allowedRanges.isEmpty { return .ok }
        let ranges = allowedRanges.map(toScalarRange)
        for scalar in draft.unicodeScalars where !ranges.contains(where: { $0.contains(scalar.value) }) {
            return .disallowedCharacter(scalar)
        }
        return .ok
    }
}
