import SwiftUI

/// Runs the SessionKeeper's refresh checks while the scene is active. Attach it once, to the root view of
/// the window (`RootView().keepsSessionFresh(session)`), not to a screen that comes and goes.
@MainActor
struct KeepsSessionFresh: ViewModifier {
    let keeper: SessionKeeper
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        content
            .onAppear { follow(scenePhase) }
            .onChange(of: scenePhase) { newPhase in follow(newPhase) }
    }

    private func follow(_ scenePhase: ScenePhase) {
        if scenePhase == .active {
            keeper.resume()
        } else {
            keeper.pause()
        }
    }
}

extension View {
    func keepsSessionFresh(_ keeper: SessionKeeper) -> some View {
        modifier(KeepsSessionFresh(keeper: keeper))
    }
}
