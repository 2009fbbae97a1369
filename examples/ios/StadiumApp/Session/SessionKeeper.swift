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
    /// When the next token is due, on the monotonic clock: the refresh point or a retry. Nil when signed out.
    private var dueAt: TimeInterval?
    private var failuresInARow = 0
    private var unaskedLogouts = 0
    private var readySince: TimeInterval?
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
        lastError = nil
        state = .connecting
        reschedule()
    }
    // #endregion sign-in

    // #region foreground
    /// Call when the scene becomes active: a token whose refresh point passed while the app was away is fetched now.
    func resume() {
        isActive = true
        reschedule()
    }

    /// Call when the scene enters the background: no refresh checks until `resume()`. A request under way finishes.
    /// The loop's sleep may stop counting while the device sleeps; the due point does not, so `resume()` catches up.
    func pause() {
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
    /// change completes even if the profile screen closes; the screen observes `nameChange`.
    func changeDisplayName(to newName: String, request: @escaping (String) async throws -> String) {
        guard let userId else { return }
        let started = generation
        // A change still under way finishes first, so the last name asked for is the one that stays.
        let previous = nameChangeTask
        nameChange = .saving
        nameChangeTask = Task { [weak self] in
            await previous?.value
            do {
                let jwt = try await request(newName)
                guard let self, self.generation == started else { return }
                let arrivedAt = self.clock.now()
                guard let token = IssuedToken(jwt: jwt.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw TokenService.Failure.notAToken
                }
                guard token.userId == userId else { throw TokenService.Failure.otherUser }
                try await self.logIn(with: token, arrivedAt: arrivedAt, generation: started)
                self.nameChange = .saved
            } catch {
                // Cancelled: the session ended.
                guard !Task.isCancelled else { return }
                self?.nameChange = .failed(error.localizedDescription)
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
        do {
            let token = try await tokenService.fetchToken(for: userId)
            // The refresh point counts from the moment the token arrived.
            let arrivedAt = clock.now()
            // The user may have signed out, or another user signed in, while the request was on its way.
            guard generation == started else { return }
            try await logIn(with: token, arrivedAt: arrivedAt, generation: started)
            lastError = nil
        } catch TokenService.Failure.signedOutByBackend {
            guard generation == started else { return }
            // Your backend says nobody is signed in: end the chat session and tell your app.
            endCurrentSession()
            signedOutByBackend.send()
        } catch {
            guard generation == started, !Task.isCancelled else { return }
            failed(error.localizedDescription)
        }
    }

    /// A transient failure: keep what is on screen, show the error, try again after the retry delay.
    private func failed(_ message: String) {
        resetFailuresIfSettled()
        failuresInARow += 1
        lastError = message
        dueAt = clock.now() + SessionPolicy.retryDelay(failuresInARow: failuresInARow)
        reschedule()
    }

    /// Logs in with a token for the signed-in user and times the next refresh from it.
    private func logIn(with token: IssuedToken, arrivedAt: TimeInterval, generation started: Int) async throws {
        loginGeneration = started
        // Timed before the call, so a rejection the SDK reports while it runs sets the retry instead.
        dueAt = arrivedAt + token.refreshAfter
        // The first login of the session, or the same user with a fresh token: no logOut() first
        // (designed: confirm at onboarding).
        try await services.loginManager.login(jwtToken: token.jwt)
        guard generation == started else { return }
        reschedule()
    }

    /// The failure counts start again once the session has stayed ready for `retryMax`.
    private func resetFailuresIfSettled() {
        guard state == .ready, let readySince, clock.now() - readySince >= SessionPolicy.retryMax else { return }
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
        dueAt = nil
        readySince = nil
        workingGeneration = nil
        lastError = nil
        nameChange = .idle
        state = .signedOut
        channels.sessionEnded()
        // Stop the work of the ended session; its last login, if one is under way, ends before logOut().
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
            if state == .ready {
                loggedOutUnasked()
            } else if previous == .loading, loginGeneration == generation {
                // The SDK turned the login down: a transient failure.
                failed("The chat service did not accept the login")
            }
            // Otherwise it is the SDK's starting value, or the previous user's logOut().
        case .loading:
            // A planned refresh passes through loading too: the chat stays once the session is ready.
            break
        default:
            // Every other status, including the logged-in one, which is not published: the session is open,
            // provided it answers this user's login.
            guard loginGeneration == generation, state != .ready else { return }
            state = .ready
            readySince = clock.now()
            channels.sessionReady()
        }
    }

    /// The SDK logged the user out although your app did not (a rejected or expired token): hide the chat, and log
    /// in again with a fresh token at once, or after the retry delay when it keeps happening.
    private func loggedOutUnasked() {
        resetFailuresIfSettled()
        unaskedLogouts += 1
        state = .reconnecting
        readySince = nil
        channels.sessionInterrupted()
        let delay = unaskedLogouts == 1 ? 0 : SessionPolicy.retryDelay(failuresInARow: unaskedLogouts - 1)
        dueAt = clock.now() + delay
        reschedule()
    }
    // #endregion login-state
}
