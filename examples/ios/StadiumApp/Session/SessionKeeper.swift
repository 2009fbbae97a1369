import Combine
import Foundation
import VirtualStadiumDataSDK

/// App code: the app's one Virtual Stadium session. Create it once at launch, next to StadiumServices, and keep it
/// for the life of the app process, not of a screen. It logs in to the Data SDK once per app session, only while
/// the user is signed in to your app, keeps the token fresh, and ends the session when the user signs out.
@MainActor
final class SessionKeeper: ObservableObject {
    enum Phase: Equatable {
        /// Nobody is signed in to your app: no Virtual Stadium session, no login.
        case signedOut
        /// Signed in to your app; the first login of this app session is under way.
        case connecting
        /// The chat can be shown. A token refresh keeps this phase, so it never tears the chat down.
        case ready
    }

    @Published private(set) var phase: Phase = .signedOut
    @Published private(set) var lastError: String?

    let services: StadiumServices
    private let tokenService: TokenService
    private let refreshMargin: TimeInterval
    private let checkEvery: TimeInterval
    private let now: () -> Date

    private var loginStateBridge: FlowBridge<LoginState>?
    private var signedIn = false
    /// Changes at every sign-in and sign-out, so a token fetched for an ended session is never used.
    private var generation = 0
    /// When to fetch the next token; nil means no token yet.
    private var refreshAt: Date?
    private var isActive = false
    private var loop: Task<Void, Never>?

    init(
        services: StadiumServices,
        tokenService: TokenService,
        refreshMargin: TimeInterval = 5 * 60,
        checkEvery: TimeInterval = 5 * 60,
        now: @escaping () -> Date = Date.init
    ) {
        self.services = services
        self.tokenService = tokenService
        self.refreshMargin = refreshMargin
        self.checkEvery = checkEvery
        self.now = now
        // This object lives as long as the app, so its bridge does too (see FlowBridge).
        loginStateBridge = FlowBridge(services.loginManager.loginState, owner: self) { [weak self] (state: LoginState) in
            self?.apply(status: state.loginStatus)
        }
    }

    // #region sign-in
    /// Call when the user has signed in to your app, and at launch when your app restores a signed-in user.
    /// The first check logs in; further calls do nothing until `endSession()`.
    func signIn() {
        guard !signedIn else { return }
        signedIn = true
        generation += 1
        refreshAt = nil
        lastError = nil
        phase = .connecting
        restartLoop()
    }
    // #endregion sign-in

    // #region foreground
    /// Call when the scene becomes active: checks the token now, then before each refresh point.
    func resume() {
        isActive = true
        restartLoop()
    }

    /// Call when the scene leaves the foreground.
    func pause() {
        isActive = false
        loop?.cancel()
        loop = nil
    }
    // #endregion foreground

    /// Logs in with a token your backend has just issued for the same user, for example after a name change,
    /// without logOut() first (designed: confirm at onboarding). The next refresh is timed from this token.
    func adopt(freshToken: String) {
        guard signedIn else { return }
        logIn(with: freshToken)
    }

    // #region refresh
    /// Fetches a token and logs in when there is none yet or the current one is within `refreshMargin` of expiry.
    func ensureFresh() async throws {
        guard signedIn else { return }
        if let refreshAt, now() < refreshAt { return }
        let started = generation
        let token = try await tokenService.fetchToken()
        // The user may have signed out, or another user signed in, while the request was on its way.
        guard signedIn, generation == started else { return }
        logIn(with: token)
    }

    private func logIn(with token: String) {
        // Same user, new token: log in again, without logOut() first (designed: confirm at onboarding).
        services.loginManager.login(jwtToken: token)
        // Time the next refresh from the token actually issued: its exp, or iat plus the maximum age.
        let expiry = TokenExpiry.expiry(of: token) ?? now().addingTimeInterval(TokenExpiry.maximumAge)
        refreshAt = expiry.addingTimeInterval(-refreshMargin)
    }

    private func restartLoop() {
        loop?.cancel()
        loop = nil
        guard signedIn, isActive else { return }
        loop = Task { [weak self] in
            while !Task.isCancelled {
                guard let wait = await self?.checkOnce() else { return }
                try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
            }
        }
    }

    /// One pass of the loop; returns how long to wait before the next one.
    private func checkOnce() async -> TimeInterval {
        do {
            try await ensureFresh()
            lastError = nil
        } catch TokenService.Failure.notSignedIn {
            // Your backend says nobody is signed in: end the chat session too.
            endSession()
        } catch {
            lastError = error.localizedDescription
        }
        let untilRefresh = refreshAt.map { $0.timeIntervalSince(now()) } ?? checkEvery
        return min(max(untilRefresh, 1), checkEvery)
    }
    // #endregion refresh

    // #region end-session
    /// Call when the user signs out of your app. Everything here runs at once on the main actor, in no task
    /// a screen owns, so closing a screen cannot stop it half-way. If your SDK version makes these calls
    /// `async`, run them in a `Task` created here, never in a view's `.task`.
    func endSession() {
        signedIn = false
        generation += 1
        refreshAt = nil
        loop?.cancel()
        loop = nil
        phase = .signedOut
        services.chatManager.removeAllChannels()
        services.loginManager.logOut()
    }
    // #endregion end-session

    // #region login-state
    /// Maps the Data SDK's login status to what the UI needs.
    private func apply(status: LoginStatus) {
        guard signedIn else {
            phase = .signedOut
            return
        }
        switch status {
        case .loggedOut:
            // Before the first login this is the SDK's starting value. Later it is a logout you did not ask for
            // (a rejected or expired token): the next check fetches a new token. The chat stays until then.
            if refreshAt != nil {
                refreshAt = now()
            }
        case .loading:
            // A refresh also passes through loading: keep the chat on screen once it is ready.
            if phase != .ready {
                phase = .connecting
            }
        default:
            // Every other status, including the logged-in one, which is not published.
            phase = .ready
        }
    }
    // #endregion login-state
}
