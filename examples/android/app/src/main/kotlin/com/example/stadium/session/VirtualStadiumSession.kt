package com.example.stadium.session

// designed: confirm at onboarding (the package of LoginStatus, as the pages write it)
import ag.sportradar.virtualstadium.datasdk.model.LoginStatus // designed: confirm at onboarding
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import android.os.SystemClock
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.repeatOnLifecycle
import com.example.stadium.chat.ChannelRegistry
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Deferred
import kotlinx.coroutines.Job
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.async
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.launch
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withTimeoutOrNull

/**
 * App code: the app's one Virtual Stadium session. It lives as long as the process, not a screen: StadiumApp creates
 * it once. Call it from the main thread. It follows the lifecycle table of the Data SDK pages: one user at a time,
 * refreshes timed from each token's own lifetime on the monotonic clock, retries with growing delays.
 */
class VirtualStadiumSession(
    private val loginManager: LoginManager,
    private val chatManager: ChatManager,
    // TokenService::fetchToken: the token for this user, checked; throws SignedOutByBackend on a 401.
    private val fetchToken: suspend (userId: String) -> String,
    // A scope no screen can cancel, such as StadiumApp's appScope, on the main thread.
    private val appScope: CoroutineScope,
    // ProcessLifecycleOwner.get().lifecycle: refresh only while the app is in the foreground.
    private val foreground: Lifecycle,
    // Your app signs its own user out when your backend did (a 401 from the token endpoint).
    private val onSignedOutByBackend: () -> Unit,
    // Counts sleep and cannot be set by the user, unlike System.currentTimeMillis().
    private val monotonicMillis: () -> Long = SystemClock::elapsedRealtime,
) {
    private val _state = MutableStateFlow(SessionState.SIGNED_OUT)

    /** What the chat area shows. */
    val state: StateFlow<SessionState> = _state.asStateFlow()

    private val _lastError = MutableStateFlow<String?>(null)

    /** Why the last token request or login failed, or null. The session retries by itself. */
    val lastError: StateFlow<String?> = _lastError.asStateFlow()

    /** The channels screens hold: each stays open while any screen holds it. */
    val channels = ChannelRegistry(chatManager, appScope, state)

    private var userId: String? = null
    private var userJob: Job? = null // parent of everything this user's session runs: the loop, name changes
    private var ending: Job? = null // the previous user's logout
    private val wake = Channel<Unit>(Channel.CONFLATED)
    private val logins = Mutex()

    private var nextAttemptAt = 0L // monotonic milliseconds
    private var pendingRefreshAt: Long? = null // the current token's refresh point
    private var failuresInARow = 0
    private var readySince: Long? = null
    private var lastFailureAt: Long? = null
    private var loggedIn = false // our login() succeeded for the current user
    private var loggingIn = false // our login() is under way

    init {
        appScope.launch { loginManager.loginState.collect { onSdkStatus(it.loginStatus) } }
    }

    // #region start
    /**
     * Call when [userId] is signed in to your app: after your sign-in, and at launch if still signed in. The same
     * user again does nothing; another user ends the first user's session completely before the new login.
     */
    fun start(userId: String) {
        if (this.userId == userId) return
        if (this.userId != null) endSession()
        this.userId = userId
        loggedIn = false
        failuresInARow = 0
        readySince = null
        lastFailureAt = null
        pendingRefreshAt = null
        nextAttemptAt = monotonicMillis()
        _lastError.value = null
        _state.value = SessionState.CONNECTING
        val previousLogout = ending
        val job = SupervisorJob(appScope.coroutineContext[Job]).also { userJob = it }
        CoroutineScope(appScope.coroutineContext + job).launch {
            previousLogout?.join() // the previous user's logout finishes before this user's first login
            foreground.repeatOnLifecycle(Lifecycle.State.STARTED) {
                while (true) {
                    ensureActive() // ended by endSession(), even when no call below suspends
                    val wait = nextAttemptAt - monotonicMillis()
                    if (wait > 0) {
                        withTimeoutOrNull(wait.milliseconds) { wake.receive() }
                    } else {
                        attempt { fetchToken(userId) }
                    }
                }
            }
        }
    }
    // #endregion start

    // #region refresh
    /** Gets a token with [obtain] and logs in with it; a failure is counted once and retried. */
    private suspend fun attempt(obtain: suspend () -> String) {
        try {
            logInWith(obtain())
        } catch (e: CancellationException) {
            throw e
        } catch (e: SignedOutByBackend) {
            endSession()
            onSignedOutByBackend()
        } catch (e: Exception) {
            failed(e.message ?: "Could not reach the chat", currentStatus())
        }
    }

    /** The SDK's status now, read from its flow rather than from our collector, which may not have run yet. */
    private suspend fun currentStatus(): LoginStatus? = loginManager.loginState.first().loginStatus

    /** Logs in with a checked token for the current user and times the next refresh from its own lifetime. */
    private suspend fun logInWith(jwt: String) = logins.withLock {
        val token = IssuedToken.parse(jwt) ?: throw TokenUnavailable("Not a token")
        if (token.userId != userId) return@withLock // issued for a user who is no longer signed in
        val arrivedAt = monotonicMillis()
        loggingIn = true
        try {
            // The first login of the session, or the same user with a fresh token: no logOut() first.
            loginManager.login(jwt)
        } finally {
            loggingIn = false
        }
        // Signed out or switched while the SDK was logging in: this login changes nothing of the new session.
        currentCoroutineContext().ensureActive()
        if (token.userId != userId) return@withLock
        loggedIn = true
        val refreshAt = arrivedAt + SessionPolicy.refreshAfter(token).inWholeMilliseconds
        pendingRefreshAt = refreshAt
        // Rejected by status rather than by an exception, or not open yet: a failure, retried; the open status,
        // when it comes, moves the next attempt to the refresh point.
        if (!isOpen(currentStatus())) throw TokenUnavailable("The chat did not open after the login")
        nextAttemptAt = refreshAt
        _lastError.value = null
    }

    /** One failure: shown, counted, retried after the retry delay. READY lost with it shows RECONNECTING. */
    private fun failed(message: String, status: LoginStatus?) {
        _lastError.value = message
        if (_state.value == SessionState.READY && status == LoginStatus.LOGGED_OUT) reconnecting()
        nextAttemptAt = monotonicMillis() + SessionPolicy.retryDelay(countFailure()).inWholeMilliseconds
    }

    /** Counts a failure in a row. The count starts again once READY has held for retryMax since the last failure. */
    private fun countFailure(): Int {
        val now = monotonicMillis()
        val calmSince = maxOf(readySince ?: Long.MAX_VALUE, lastFailureAt ?: Long.MIN_VALUE)
        if (_state.value == SessionState.READY && now - calmSince >= SessionPolicy.retryMax.inWholeMilliseconds) {
            failuresInARow = 0
        }
        lastFailureAt = now
        return ++failuresInARow
    }

    private fun reconnecting() {
        _state.value = SessionState.RECONNECTING
        readySince = null
        loggedIn = false
    }

    /**
     * Logs in with a token your backend issued outside the refresh loop, such as after a name change. [obtain] and
     * the login run in the session's scope, not the screen's: a screen that closes mid-request cannot cancel them,
     * while sign-out does. Await the result only to show an error.
     */
    fun renewToken(obtain: suspend () -> String): Deferred<Unit> {
        val job = userJob ?: return CompletableDeferred(Unit) // signed out: nothing to renew
        return CoroutineScope(appScope.coroutineContext + job).async {
            try {
                val token = withTimeoutOrNull(SessionPolicy.tokenRequestTimeout) { obtain() }
                    ?: throw TokenUnavailable("Your backend did not answer within ${SessionPolicy.tokenRequestTimeout}")
                logInWith(token)
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                _lastError.value = e.message ?: "Could not log in with the new token"
                // The SDK refused the new token and dropped the session: reconnect with a token from the loop.
                if (_state.value == SessionState.READY && currentStatus() == LoginStatus.LOGGED_OUT) {
                    reconnecting()
                    nextAttemptAt = monotonicMillis()
                    wake.trySend(Unit)
                }
                throw e
            }
        }
    }
    // #endregion refresh

    // #region sdk-status
    /**
     * The SDK's login status, observed once, here. Only LOGGED_OUT and LOADING are published names: after your own
     * login, any other status is the open session.
     */
    private fun onSdkStatus(status: LoginStatus) {
        if (userId == null) return
        when {
            status == LoginStatus.LOADING -> Unit // a refresh passes through LOADING: the chat stays
            status == LoginStatus.LOGGED_OUT -> if (!loggingIn && _state.value == SessionState.READY) {
                // A logout nobody asked for (a rejected or expired token, a restart of the service): hide the chat
                // and log in again, at once the first time, after the retry delay when it keeps happening.
                val failures = countFailure() - 1
                reconnecting()
                val delay = if (failures == 0) 0L else SessionPolicy.retryDelay(failures).inWholeMilliseconds
                nextAttemptAt = monotonicMillis() + delay
                wake.trySend(Unit)
            }
            loggedIn || loggingIn -> if (_state.value != SessionState.READY) {
                readySince = monotonicMillis()
                _state.value = SessionState.READY
                pendingRefreshAt?.let { nextAttemptAt = it } // the open status came after login() returned
                _lastError.value = null
            }
        }
    }

    private fun isOpen(status: LoginStatus?) =
        status != null && status != LoginStatus.LOGGED_OUT && status != LoginStatus.LOADING
    // #endregion sdk-status

    // #region end
    /** Call when the user signs out of your app. Runs in the app scope, so no screen can stop it halfway. */
    fun endSession(): Job {
        val job = userJob
        userJob = null
        userId = null
        loggedIn = false
        pendingRefreshAt = null
        readySince = null
        _state.value = SessionState.SIGNED_OUT // screens drop the chat at once
        job?.cancel() // no refresh, no name change, so no login, until the next start()
        val previous = ending
        return appScope.launch {
            job?.join()
            previous?.join()
            // The SDK may fail these; the session is over for this user either way.
            runCatching { chatManager.removeAllChannels() }.onFailure { if (it is CancellationException) throw it }
            runCatching { loginManager.logOut() }.onFailure { if (it is CancellationException) throw it }
        }.also { ending = it }
    }
    // #endregion end
}
