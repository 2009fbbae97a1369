import SwiftUI

/// Runs the SessionKeeper's refresh checks while the app is in the foreground. Attach it once, to the root view of
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
        switch scenePhase {
        case .active:
            // A refresh point that passed while the app was away is caught up at once.
            keeper.resume()
        case .background:
            keeper.pause()
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
