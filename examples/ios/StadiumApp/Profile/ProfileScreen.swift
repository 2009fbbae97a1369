import SwiftUI

struct ProfileScreen: View {
    @ObservedObject var profile: ProfileModel
    @ObservedObject var chatSettings: ChatSettingsModel

    var body: some View {
        List {
            // <VS_UISDK_PROFILE_VIEW>(...)
            // The UI SDK's profile view can replace this identity section.
            // Its name and parameters are in the SDK reference from your onboarding pack.
            if let user = profile.user {
                Section {
                    HStack(spacing: 16) {
                        Text(user.initials)
                            .font(.title2.bold())
                            .foregroundColor(.white)
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(Color.accentColor))
                        VStack(alignment: .leading, spacing: 4) {
                            Text(user.displayName).font(.headline)
                            Text("User ID: \(user.userId)")
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                            if user.isVip {
                                Text("VIP")
                                    .font(.caption.bold())
                                    .padding(.horizontal, 8)
                                    .padding(.vertical, 2)
                                    .background(Capsule().fill(Color.yellow.opacity(0.3)))
                            }
                        }
                    }
                    .accessibilityElement(children: .combine)
                    if let message = profile.renameError {
                        Text("Name change failed: \(message)")
                            .foregroundColor(.red)
                    }
                }
            }

            Section(header: Text("Chat rules")) {
                LabeledValue("Longest message", chatSettings.maxMessageLength.map { "\($0) characters" })
                LabeledValue("Reactions available", chatSettings.settings == nil ? nil : "\(chatSettings.reactionCount)")
                LabeledValue("Flash Bet timers", chatSettings.hasFlashBetTimers ? "Configured" : "Not set")
            }

            Section {
                Button("Log out", action: profile.logOut)
                    .foregroundColor(.red)
            }
        }
        .navigationTitle("Profile")
    }
}

private struct LabeledValue: View {
    let title: String
    let value: String?

    init(_ title: String, _ value: String?) {
        self.title = title
        self.value = value
    }

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value ?? "Loading…").foregroundColor(.secondary)
        }
    }
}
