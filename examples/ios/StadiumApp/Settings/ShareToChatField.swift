import SwiftUI

struct ShareToChatField: View {
    @ObservedObject var settings: ChatSettingsModel
    @Binding var text: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            TextField("Add a comment", text: $text)
                .textFieldStyle(.roundedBorder)
                // Re-checked when the text changes and when a new limit arrives: a limit can shrink while the user
                // is typing.
                .onChange(of: text) { _ in keepWithinLimit() }
                .onChange(of: settings.maxMessageLength) { _ in keepWithinLimit() }
                .onAppear { keepWithinLimit() }
            if let limit = settings.maxMessageLength {
                Text("\(text.unicodeScalars.count)/\(limit)")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }

    private func keepWithinLimit() {
        guard let limit = settings.maxMessageLength, text.unicodeScalars.count > limit else { return }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.prefix(limit))
        text = String(kept)
    }
}
