import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var stadiumSession: SessionKeeper? {
        (UIApplication.shared.delegate as? AppDelegate)?.stadiumSession
    }

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene, let stadiumSession = stadiumSession else { return }
        let gate = StadiumGateViewController(session: stadiumSession, startSignIn: {
            // Your own sign-in flow. When your backend accepts the user, record it in your account
            // layer and call stadiumSession.signIn(userId:) with the user's ID.
        })
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: gate)
        window.makeKeyAndVisible()
        self.window = window
    }

    // The refresh checks run while any scene of the app is in the foreground (an iPad may show several windows);
    // a refresh point that passed while the app was away is caught up at once.
    func sceneDidBecomeActive(_ scene: UIScene) {
        stadiumSession?.sceneBecameActive(ObjectIdentifier(scene))
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        stadiumSession?.sceneEnteredBackground(ObjectIdentifier(scene))
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        stadiumSession?.sceneEnteredBackground(ObjectIdentifier(scene))
    }
}
