import Combine
import Foundation
import VirtualStadiumDataSDK

/// App code: the app's one Virtual Stadium session. Create it once at launch, next to StadiumServices, and keep it
/// for the life of the app process, not of a screen. It follows the session lifecycle the Android sample follows
/// too: it logs in while a user is signed in to your app, keeps the token fresh, logs in again when the SDK logs the
/// user out unasked, ends the session at sign-out, and owns the app's channels (`channels`).
/// Every SDK call of the session runs in a task this object owns, so closing a screen never stops one half-way.
@MainActor
final class SessionKeeper: ObservableObject {
    /// The outcome of the last display-name change, for the profile screen to show.
    enum NameChange: Equatable {
        case idle
        case saving
        case saved
        case failed(String)
    }

    /// One login with one token, from the call until the SDK reports the open session.
    private struct LoginAttempt {
        let id: Int
        let generation: Int
        /// When the token's refresh point comes, on the monotonic clock.
        let refreshAt: TimeInterval
        /// Whether this attempt's rejection was counted: a throw and a logged-out status are one failure.
        var counted = false
    }

    @Published private(set) var state: SessionState = .signedOut
    /// Why the last token request or login failed; the session tries again after the retry delay.
    @Published private(set) var lastError: String?
    @Published private(set) var nameChange: NameChange = .idle
    /// Sends when your token endpoint answered 401: the chat session has ended; sign your app's user out too.
    let signedOutByBackend = PassthroughSubject<Void, Never>()

    let services: StadiumServices
    /// The channels screens hold; the only object that opens and removes channels.
    let channels: ChannelRegistry
    private let tokenService: TokenService
    private let clock: MonotonicClock
    private let sleep: (TimeInterval) async throws -> Void

    private var loginStateBridge: FlowBridge<LoginState>?
    private var userId: String?
    /// Changes at every sign-in, switch and sign-out, so a token fetched for an ended session is never used.
    private var generation = 0
    /// The generation whose login was sent; only then does an open status mean this user's session is open.
    private var loginGeneration: Int?
    private var lastStatus: LoginStatus?
    /// When the next token is due, on the monotonic clock: the refresh point or a retry. Nil when signed out, and
    /// while a login is under way (its outcome sets it).
    private var dueAt: TimeInterval?
    private var failuresInARow = 0
    private var unaskedLogouts = 0
    private var readySince: TimeInterval?
    private var lastFailureAt: TimeInterval?
    /// The login sent last, until the SDK reports the open session: a rejection of it counts once.
    private var attempt: LoginAttempt?
    private var attemptCount = 0
    /// The scenes in the foreground: the refresh checks pause only when none is.
    private var foregroundScenes: Set<AnyHashable> = []
    private var isActive = false
    private var loop: Task<Void, Never>?
    /// The generation whose due work (a token request and login) is under way.
    private var workingGeneration: Int?
    /// The end of the previous session: removeAllChannels() and logOut(). The next login waits for it.
    private var ending: Task<Void, Never>?
    private var nameChangeTask: Task<Void, Never>?

    init(
        services: StadiumServices,
        tokenService: TokenService,
        clock: MonotonicClock = .system,
        sleep: @escaping (TimeInterval) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) }
    ) {
        self.services = services
        self.tokenService = tokenService
        self.clock = clock
        self.sleep = sleep
        channels = ChannelRegistry(chatManager: services.chatManager, sleep: sleep)
        // This object lives as long as the app, so its bridge does too (see FlowBridge).
        loginStateBridge = FlowBridge(services.loginManager.loginState, owner: self) { [weak self] (state: LoginState) in
            self?.apply(status: state.loginStatus)
        }
    }

    // #region sign-in
    /// Call when a user has signed in to your app, and at launch when your app restores a signed-in user.
    /// The same user again does nothing. Another user ends the first user's session completely (channels removed,
    /// logged out) before the new user's token is fetched.
    func signIn(userId: String) {
        guard userId != self.userId else { return }
        if self.userId != nil {
            endCurrentSession()
        }
        self.userId = userId
        generation += 1
        dueAt = clock.now()
        failuresInARow = 0
        unaskedLogouts = 0
        lastFailureAt = nil
        lastError = nil
        state = .connecting
        reschedule()
    }
    // #endregion sign-in

    // #region foreground
    /// Call when a scene (a window) becomes active: a token whose refresh point passed while the app was away is
    /// fetched now. `scene` is any value that identifies the scene, such as `ObjectIdentifier(scene)`.
    func sceneBecameActive(_ scene: AnyHashable) {
        foregroundScenes.insert(scene)
        isActive = true
        reschedule()
    }

    /// Call when a scene enters the background or disconnects. The refresh checks pause only when no scene of the
    /// app is in the foreground any more (on iPad, another window may still show the chat). A request under way
    /// finishes. The loop's sleep may stop counting while the device sleeps; the due point does not, so the next
    /// active scene catches up.
    func sceneEnteredBackground(_ scene: AnyHashable) {
        foregroundScenes.remove(scene)
        guard foregroundScenes.isEmpty else { return }
        isActive = false
        if workingGeneration != generation {
            loop?.cancel()
            loop = nil
        }
    }
    // #endregion foreground

    // #region name-change
    /// Saves a new display name through your backend (`request` returns the freshly signed token) and logs in with
    /// that token, without logOut() first (designed: confirm at onboarding). Both run in this object's task, so the
    /// change completes even if the profile screen closes; the screen observes `nameChange`. The request gets the
    /// token request's time limit, and sign-out cancels it, so it can never hold a sign-out up or log in after one.
    func changeDisplayName(to newName: String, request: @escaping (String) async throws -> String) {
        guard let userId else { return }
        let started = generation
        // A change still under way finishes first, so the last name asked for is the one that stays.
        let previous = nameChangeTask
        nameChange = .saving
        nameChangeTask = Task { [weak self, sleep] in
            await previous?.value
            do {
                let jwt = try await withDeadline(SessionPolicy.tokenRequestTimeout, sleep: sleep) {
                    try await request(newName)
                }
                // Signed out or switched while the request ran: the token is dropped, nothing logs in.
                try Task.checkCancellation()
                guard let self, self.generation == started else { return }
                let arrivedAt = self.clock.now()
                guard let token = IssuedToken(jwt: jwt.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw TokenService.Failure.notAToken
                }
                guard token.userId == userId else { throw TokenService.Failure.otherUser }
                // Your backend has saved the name; a rejected login is the session's to retry.
                await self.logIn(with: token, arrivedAt: arrivedAt, generation: started)
                guard self.generation == started else { return }
                self.nameChange = .saved
            } catch {
                // Cancelled: the session ended.
                guard !Task.isCancelled, let self, self.generation == started else { return }
                self.nameChange = .failed(error.localizedDescription)
            }
        }
    }
    // #endregion name-change

    // #region refresh
    /// Starts the one refresh loop again after an event, unless due work is under way (it reschedules when done).
    private func reschedule() {
        guard workingGeneration != generation else { return }
        loop?.cancel()
        loop = nil
        guard userId != nil, isActive, dueAt != nil else { return }
        let started = generation
        loop = Task { [weak self, sleep] in
            // Sleep until the next due point, do what is due, and again; nil ends the loop.
            while !Task.isCancelled, let wait = await self?.runDueWork(generation: started) {
                do {
                    try await sleep(wait)
                } catch {
                    return // cancelled: an event rescheduled, the app went to the background, or the session ended
                }
            }
        }
    }

    /// Fetches a token and logs in if that is due now; returns how long to wait for the next due point.
    private func runDueWork(generation started: Int) async -> TimeInterval? {
        guard generation == started, userId != nil, isActive, let dueAt else { return nil }
        let now = clock.now()
        if now < dueAt { return dueAt - now }
        workingGeneration = started
        defer {
            if workingGeneration == started { workingGeneration = nil }
        }
        await fetchTokenAndLogIn(generation: started)
        guard generation == started, isActive, let next = self.dueAt else { return nil }
        return max(0, next - clock.now())
    }

    private func fetchTokenAndLogIn(generation started: Int) async {
        // The previous user's session ends completely before this user's first request.
        await ending?.value
        guard generation == started, let userId else { return }
        let token: IssuedToken
        do {
            token = try await tokenService.fetchToken(for: userId)
        } catch TokenService.Failure.signedOutByBackend {
            guard generation == started else { return }
            // Your backend says nobody is signed in: end the chat session and tell your app.
            endCurrentSession()
            signedOutByBackend.send()
            return
        } catch {
            guard generation == started, !Task.isCancelled else { return }
            failed(error.localizedDescription)
            return
        }
        // The refresh point counts from the moment the token arrived.
        let arrivedAt = clock.now()
        // The user may have signed out, or another user signed in, while the request was on its way.
        guard generation == started, !Task.isCancelled else { return }
        await logIn(with: token, arrivedAt: arrivedAt, generation: started)
    }

    /// Logs in with a token for the signed-in user. The SDK's open status moves the next token to the refresh
    /// point; a rejection (the call throws, the status falls back to logged out, or the call returns and the session
    /// is not open) is one transient failure, counted once, and the next login comes after the retry delay.
    private func logIn(with token: IssuedToken, arrivedAt: TimeInterval, generation started: Int) async {
        attemptCount += 1
        let id = attemptCount
        attempt = LoginAttempt(id: id, generation: started, refreshAt: arrivedAt + token.refreshAfter)
        loginGeneration = started
        // Nothing is due until the login's outcome says when.
        dueAt = nil
        do {
            // The first login of the session, or the same user with a fresh token: no logOut() first
            // (designed: confirm at onboarding).
            try await services.loginManager.login(jwtToken: token.jwt)
        } catch {
            // A login that returns after its user is gone changes nothing.
            guard generation == started, !Task.isCancelled else { return }
            loginRejected(id, message: error.localizedDescription)
            return
        }
        guard generation == started, attempt?.id == id else { return }
        if let status = lastStatus, status != .loggedOut, status != .loading {
            // The status did not change (a refresh of an open session): the session is open.
            opened()
        } else {
            // The call returned and the session is not open yet: try again after the retry delay. If the open
            // status arrives before then, it moves the next token to the refresh point.
            loginRejected(id, message: "The chat session did not open after the login")
        }
    }

    /// One rejection of login attempt `id`: counted once however many ways the SDK reports it. If the session was
    /// ready and the SDK is now logged out, the chat hides until the next open session.
    private func loginRejected(_ id: Int, message: String) {
        guard var current = attempt, current.id == id, current.generation == generation else { return }
        if state == .ready, lastStatus == .loggedOut {
            state = .reconnecting
            readySince = nil
            channels.sessionInterrupted()
        }
        guard !current.counted else { return }
        current.counted = true
        attempt = current
        failed(message)
    }

    /// A transient failure: keep what is on screen, show the error, try again after the retry delay.
    private func failed(_ message: String) {
        resetFailuresIfSettled()
        failuresInARow += 1
        lastFailureAt = clock.now()
        lastError = message
        dueAt = clock.now() + SessionPolicy.retryDelay(failuresInARow: failuresInARow)
        reschedule()
    }

    /// The failure counts start again only once the session has stayed ready for `retryMax` since it became ready
    /// and since the last failure. So a refresh that keeps failing while the chat stays ready still backs off
    /// (30 s, 60 s … 5 min), and so does a session that keeps reconnecting.
    private func resetFailuresIfSettled() {
        let now = clock.now()
        guard state == .ready, let readySince, now - readySince >= SessionPolicy.retryMax else { return }
        if let lastFailureAt, now - lastFailureAt < SessionPolicy.retryMax { return }
        failuresInARow = 0
        unaskedLogouts = 0
    }
    // #endregion refresh

    // #region end-session
    /// Call when the user signs out of your app. The chat leaves the screens at once; removeAllChannels() and
    /// logOut() run in this object's task, after any request under way has stopped, and nothing logs in again
    /// until the next `signIn(userId:)`.
    func signOut() {
        guard userId != nil else { return }
        endCurrentSession()
    }

    private func endCurrentSession() {
        userId = nil
        generation += 1
        loginGeneration = nil
        attempt = nil
        dueAt = nil
        readySince = nil
        workingGeneration = nil
        lastError = nil
        nameChange = .idle
        state = .signedOut
        channels.sessionEnded()
        // Stop the work of the ended session (the refresh loop, a name change's request and login) and wait for it:
        // a login under way ends before logOut(), and a name change's request is bounded by tokenRequestTimeout.
        let stoppedWork = [loop, nameChangeTask].compactMap { $0 }
        stoppedWork.forEach { $0.cancel() }
        loop = nil
        nameChangeTask = nil
        let previousEnding = ending
        let services = services
        ending = Task { [weak self] in
            for task in stoppedWork {
                await task.value
            }
            await previousEnding?.value
            // Both calls are made even if the first fails, so the user is always logged out.
            do {
                try await services.chatManager.removeAllChannels()
            } catch {
                self?.lastError = "Could not close the channels: \(error.localizedDescription)"
            }
            do {
                try await services.loginManager.logOut()
            } catch {
                self?.lastError = "Could not log out of the chat: \(error.localizedDescription)"
            }
        }
    }
    // #endregion end-session

    // #region login-state
    /// Maps the Data SDK's login status to the session's state.
    private func apply(status: LoginStatus) {
        let previous = lastStatus
        lastStatus = status
        guard userId != nil else { return }
        switch status {
        case .loggedOut:
            if let current = attempt, current.generation == generation, previous == .loading || state == .ready {
                // Our own login was turned down (during the call or after it returned): one failure, counted once.
                loginRejected(current.id, message: "The chat service did not accept the login")
            } else if state == .ready {
                loggedOutUnasked()
            }
            // Otherwise it is the SDK's starting value, or the previous user's logOut().
        case .loading:
            // A planned refresh passes through loading too: the chat stays once the session is ready.
            break
        default:
            // Every other status, including the logged-in one, which is not published: the session is open,
            // provided it answers this user's login.
            guard loginGeneration == generation else { return }
            opened()
        }
    }

    /// The SDK reports an open session for this user's login: show the chat (reopening every channel a screen
    /// holds), and move the next token to the refresh point of the token that opened it.
    private func opened() {
        if let current = attempt, current.generation == generation {
            attempt = nil
            lastError = nil
            dueAt = current.refreshAt
            reschedule()
        }
        guard state != .ready else { return }
        state = .ready
        readySince = clock.now()
        channels.sessionReady()
    }

    /// The SDK logged the user out although your app did not (a rejected or expired token): hide the chat, and log
    /// in again with a fresh token at once, or after the retry delay when it keeps happening.
    private func loggedOutUnasked() {
        resetFailuresIfSettled()
        unaskedLogouts += 1
        lastFailureAt = clock.now()
        state = .reconnecting
        readySince = nil
        channels.sessionInterrupted()
        let delay = unaskedLogouts == 1 ? 0 : SessionPolicy.retryDelay(failuresInARow: unaskedLogouts - 1)
        dueAt = clock.now() + delay
        reschedule()
    }
    // #endregion login-state
}
