import Combine
import Foundation

/// App code: the signed-in user's chat identity, the name change and the log-out.
@MainActor
final class ProfileModel: ObservableObject {
    @Published private(set) var user: StadiumUser?
    @Published private(set) var renameError: String?

    private let account: StadiumAccount
    private let session: SessionKeeper

    init(account: StadiumAccount, session: SessionKeeper) {
        self.account = account
        self.session = session
        self.user = account.currentUser
    }

    // #region change-display-name
    func changeDisplayName(to newName: String) async {
        do {
            renameError = nil
            let trimmed = newName.trimmingCharacters(in: .whitespacesAndNewlines)
            // Your backend saves the name and signs a new token with the new displayName.
            let freshJwt = try await account.changeDisplayName(to: trimmed)
            // Same user, new token: log in again without logOut() first (designed: confirm at onboarding);
            // the refresh is timed from this token.
            session.adopt(freshToken: freshJwt)
            user = account.currentUser
        } catch {
            renameError = error.localizedDescription
        }
    }
    // #endregion change-display-name

    // #region log-out
    /// Leaves the chat as well as your app: removes the channels, logs out, stops the refresh, then signs out.
    func logOut() {
        session.endSession()
        account.signOut()
        user = nil
    }
    // #endregion log-out
}
