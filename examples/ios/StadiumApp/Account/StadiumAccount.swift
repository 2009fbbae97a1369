/// The values your backend put into the JWT claims.
struct StadiumUser: Equatable {
    let userId: String
    let displayName: String
    let userType: String

    // Exact comparison: userType is sent as published ("Normal" or "vip").
    var isVip: Bool { userType == "vip" }

    var initials: String {
        displayName.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
    }
}

/// Your own account layer: your app's sign-in with your own backend.
protocol StadiumAccount: AnyObject {
    var currentUser: StadiumUser? { get }
    /// The credentials your backend expects, such as "Bearer …"; nil when nobody is signed in.
    var authorizationHeader: String? { get }
    /// Saves the new name on your backend and returns a freshly signed Virtual Stadium JWT.
    func changeDisplayName(to newName: String) async throws -> String
    func signOut()
}
