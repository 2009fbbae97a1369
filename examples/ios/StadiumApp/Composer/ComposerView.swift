import Foundation
import SwiftUI

struct ComposerView: View {
    @ObservedObject var model: ComposerModel
    var onSend: (String) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Message", text: $model.draft)
            Group {
                switch model.check {
                case let .tooLong(length, max):
                    Text("Too long: \(length) of \(max) characters")
                case .disallowedCharacter:
                    Text("This character is not allowed in the chat")
                default:
                    if let max = model.maxLength {
                        Text("\(model.draft.unicodeScalars.count) / \(max)")
                    }
                }
            }
            .font(.footnote)
            Button("Send") { onSend(model.draft) }
                .disabled(model.check != .ok)
        }
    }
}
