import SwiftUI

/// Runs the SessionKeeper's refresh checks while any window of the app is in the foreground. Attach it once, to the
/// root view of the window group (`RootView().keepsSessionFresh(session)`), not to a screen that comes and goes.
/// Each window reports its own scene phase; on a multi-window iPad the checks pause only when every window is in the
/// background, so one window leaving never stops the session another window shows.
@MainActor
struct KeepsSessionFresh: ViewModifier {
    let keeper: SessionKeeper
    @Environment(\.scenePhase) private var scenePhase
    /// This window's identity for the keeper's count of foreground scenes.
    @State private var sceneId = UUID()

    func body(content: Content) -> some View {
        content
            .onAppear { follow(scenePhase) }
            .onChange(of: scenePhase) { newPhase in follow(newPhase) }
            // A window closed for good counts as one in the background.
            .onDisappear { keeper.sceneEnteredBackground(sceneId) }
    }

    private func follow(_ scenePhase: ScenePhase) {
        switch scenePhase {
        case .active:
            // A refresh point that passed while the app was away is caught up at once.
            keeper.sceneBecameActive(sceneId)
        case .background:
            keeper.sceneEnteredBackground(sceneId)
        default:
            // Inactive (the app switcher, a system sheet): keep the checks running.
            break
        }
    }
}

extension View {
    func keepsSessionFresh(_ keeper: SessionKeeper) -> some View {
        modifier(KeepsSessionFresh(keeper: keeper))
    }
}
