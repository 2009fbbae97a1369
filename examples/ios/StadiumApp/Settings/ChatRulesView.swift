import SwiftUI

struct ChatRulesView: View {
    @ObservedObject var model: ChatSettingsModel

    var body: some View {
        List {
            Section(header: Text("Chat rules"), footer: Text("Set by your operator's supervisors and by Sportradar.")) {
                row("Longest message", value: model.maxMessageLength.map { "\($0) characters" })
                row("Reactions available", value: model.settings == nil ? nil : "\(model.reactionCount)")
                row("Flash Bet timers", value: model.hasFlashBetTimers ? "Configured" : "Not set")
                row("Bet stop timeout", value: model.betStopTimeoutSeconds.map { "\($0) s" })
            }
        }
    }

    private func row(_ title: String, value: String?) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value ?? "Loading…").foregroundColor(.secondary)
        }
    }
}
