import Combine
import Foundation

/// App code: the signed-in user's chat identity, the name change and the log-out. The work of both runs in the
/// app's SessionKeeper, not here: leaving the profile screen does not stop a name change or a log-out half-way.
@MainActor
final class ProfileModel: ObservableObject {
    @Published private(set) var user: StadiumUser?
    @Published private(set) var isSavingName = false
    @Published private(set) var renameError: String?

    private let account: StadiumAccount
    private let session: SessionKeeper
    private var nameChangeSubscription: AnyCancellable?

    init(account: StadiumAccount, session: SessionKeeper) {
        self.account = account
        self.session = session
        self.user = account.currentUser
        // The screen only observes the outcome; a Combine subscription ends with this model.
        nameChangeSubscription = session.$nameChange.sink { [weak self] change in
            self?.show(change)
        }
    }

    // #region change-display-name
    func changeDisplayName(to newName: String) {
        let trimmed = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let account = account
        // Your backend saves the name and signs a new token with the new displayName; SessionKeeper logs in with
        // it, without logOut() first (designed: confirm at onboarding), and times the next refresh from it.
        session.changeDisplayName(to: trimmed) { name in
            try await account.changeDisplayName(to: name)
        }
    }

    private func show(_ change: SessionKeeper.NameChange) {
        isSavingName = change == .saving
        switch change {
        case .idle, .saving:
            renameError = nil
        case .saved:
            renameError = nil
            user = account.currentUser
        case let .failed(message):
            renameError = message
        }
    }
    // #endregion change-display-name

    // #region log-out
    /// Leaves the chat as well as your app: SessionKeeper removes the channels and logs out in its own task, and
    /// nothing logs in again until the next sign-in; then your own sign-out.
    func logOut() {
        session.signOut()
        account.signOut()
        user = nil
    }
    // #endregion log-out
}
