package com.example.stadium.session

// designed: confirm at onboarding (the package of LoginState and LoginStatus, as the pages write it)
import ag.sportradar.virtualstadium.datasdk.model.LoginState
import ag.sportradar.virtualstadium.datasdk.model.LoginStatus // designed: confirm at onboarding
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.repeatOnLifecycle
import kotlin.time.Duration
import kotlin.time.Duration.Companion.minutes
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.scan
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

/**
 * App code: the app's one Virtual Stadium session. It lives as long as the process, not a screen:
 * StadiumApp creates it once. Call it from the main thread.
 */
class VirtualStadiumSession(
    private val loginManager: LoginManager,
    private val chatManager: ChatManager,
    private val fetchToken: suspend () -> String,
    // A scope no screen can cancel, such as StadiumApp's appScope.
    private val appScope: CoroutineScope,
    // ProcessLifecycleOwner.get().lifecycle: refresh only while the app is in the foreground.
    private val foreground: Lifecycle,
    private val refreshMargin: Duration = 5.minutes,
    private val checkEvery: Duration = 1.minutes,
    // The clock and the wait, replaceable so tests can run hours of refreshes in milliseconds.
    private val now: () -> Long = System::currentTimeMillis,
    private val sleep: suspend (Duration) -> Unit = { delay(it) },
) {
    private var refreshLoop: Job? = null
    private var ending: Job? = null
    private var refreshAt = 0L // epoch milliseconds; 0: no token yet

    private val signedInToApp = MutableStateFlow(false)

    /** What screens show. A token refresh keeps the chat on screen; your app's sign-out removes it. */
    val gate: StateFlow<ChatGate> = combine(loginManager.loginState, signedInToApp) { state, signedIn ->
        state.loginStatus to signedIn
    }
        .scan(ChatGate.WAIT) { gate, (status, signedIn) -> gate.next(status, signedIn) }
        .stateIn(appScope, SharingStarted.Eagerly, ChatGate.WAIT)

    private val _refreshError = MutableStateFlow<String?>(null)

    /** Why the last token request failed, or null. The session tries again at the next check. */
    val refreshError: StateFlow<String?> = _refreshError.asStateFlow()

    // #region start
    /** Call when a user is signed in to your app: after your sign-in, and at launch if still signed in. */
    fun start() {
        if (refreshLoop != null) return
        signedInToApp.value = true
        val previousLogout = ending
        refreshAt = 0L // no token yet: log in at once
        refreshLoop = appScope.launch {
            previousLogout?.join() // the previous user's logout finishes first
            foreground.repeatOnLifecycle(Lifecycle.State.STARTED) {
                while (true) {
                    // Due for a refresh, or logged out without asking (a rejected or expired token): log in again.
                    if (now() >= refreshAt || loggedOut()) logInWithFreshToken()
                    sleep(checkEvery)
                }
            }
        }
    }

    private val lastStatus: StateFlow<LoginStatus?> = loginManager.loginState
        .map<LoginState, LoginStatus?> { it.loginStatus }
        .stateIn(appScope, SharingStarted.Eagerly, null)

    private fun loggedOut(): Boolean = lastStatus.value == LoginStatus.LOGGED_OUT

    /** Fetches a token and logs in with it. On failure, the next check tries again. */
    private suspend fun logInWithFreshToken() {
        try {
            logInWith(fetchToken())
            _refreshError.value = null
        } catch (e: CancellationException) {
            throw e
        } catch (e: Exception) {
            _refreshError.value = e.message ?: "Could not get a token"
        }
    }

    /**
     * Logs in with a token your backend issued outside the refresh loop, such as after a name change. It runs in the
     * app scope: a screen that closes right after asking cannot cancel the login halfway.
     */
    fun adopt(freshToken: String): Job = appScope.launch {
        try {
            logInWith(freshToken)
        } catch (e: CancellationException) {
            throw e
        } catch (e: Exception) {
            _refreshError.value = e.message ?: "Could not log in with the new token"
        }
    }

    /** Logs in with a token for the signed-in user and times its refresh. */
    private suspend fun logInWith(jwtToken: String) {
        if (refreshLoop == null) return // signed out: no login until the next start()
        // The first login of the session, or the same user with a fresh token: no logOut() first.
        loginManager.login(jwtToken)
        refreshAt = TokenExpiry.expiresAtMillis(jwtToken, fetchedAtMillis = now()) - refreshMargin.inWholeMilliseconds
    }
    // #endregion start

    // #region end
    /** Call when the user signs out of your app. Runs in the app scope, so no screen can stop it halfway. */
    fun endSession(): Job {
        val loop = refreshLoop
        refreshLoop = null
        signedInToApp.value = false // screens drop the chat at once
        return appScope.launch {
            loop?.cancelAndJoin() // no refresh, so no login, until the next start()
            chatManager.removeAllChannels()
            loginManager.logOut()
        }.also { ending = it }
    }

    /** Removes one channel in the app scope: a ViewModel's own scope is already cancelled in onCleared(). */
    fun closeChannel(channelId: String) {
        appScope.launch { chatManager.removeChannel(channelId) }
    }
    // #endregion end
}
