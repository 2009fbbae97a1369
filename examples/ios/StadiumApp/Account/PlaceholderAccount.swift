import Foundation

/// Stands in for your app's own account layer so the example builds. Replace it with yours.
final class PlaceholderAccount: StadiumAccount {
    private(set) var currentUser: StadiumUser?

    var authorizationHeader: String? {
        currentUser == nil ? nil : "Bearer <APP_SESSION_TOKEN>"
    }

    /// Your own sign-in flow ends here when your backend accepts the user.
    func didSignIn(as user: StadiumUser) {
        currentUser = user
    }

    func changeDisplayName(to newName: String) async throws -> String {
        // Your backend saves the name, signs a new token with the new displayName, and returns it.
        throw URLError(.unsupportedURL)
    }

    func signOut() {
        currentUser = nil
    }
}
