import SwiftUI

struct ShareToChatField: View {
    @ObservedObject var settings: ChatSettingsModel
    @Binding var text: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            TextField("Add a comment", text: $text)
                .textFieldStyle(.roundedBorder)
                .onChange(of: text) { newValue in
                    if let limit = settings.maxMessageLength, newValue.unicodeScalars.count > limit {
                        var kept = String.UnicodeScalarView()
                        kept.append(contentsOf: newValue.unicodeScalars.prefix(limit))
                        text = String(kept)
                    }
                }
            if let limit = settings.maxMessageLength {
                Text("\(text.unicodeScalars.count)/\(limit)")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}
