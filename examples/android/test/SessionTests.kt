// The session lifecycle the mobile pages teach, run against the recording fake of the Data SDK.
// cspell:ignore httpserver
package stadium.test

import ag.sportradar.virtualstadium.datasdk.model.LoginState
import ag.sportradar.virtualstadium.datasdk.model.LoginStatus
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.ViewModelStore
import com.example.stadium.account.PlaceholderAccount
import com.example.stadium.account.StadiumAccount
import com.example.stadium.account.StadiumUser
import com.example.stadium.chat.Betslip
import com.example.stadium.chat.MatchChatViewModel
import com.example.stadium.chat.PlaceholderBetslip
import com.example.stadium.profile.ProfileViewModel
import com.example.stadium.session.ChatGate
import com.example.stadium.session.TokenService
import com.example.stadium.session.VirtualStadiumSession
import com.sun.net.httpserver.HttpServer
import java.io.IOException
import java.net.InetSocketAddress
import java.net.URL
import java.util.Base64
import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.launch
import org.koin.core.context.startKoin
import org.koin.core.context.stopKoin
import org.koin.dsl.module

private const val START_MILLIS = 1_767_225_600_000L
private const val CHANNEL = "derby-main"

/** An unsigned JWT with the given claims: the session only reads the payload. */
fun jwt(userId: String, iat: Long, exp: Long?): String {
    val encoder = Base64.getUrlEncoder().withoutPadding()
    val expClaim = exp?.let { ""","exp":$it""" } ?: ""
    val payload = """{"sub":"$userId","userId":"$userId","iat":$iat$expClaim}"""
    return listOf("""{"alg":"RS256"}""", payload, "sig").joinToString(".") { encoder.encodeToString(it.toByteArray()) }
}

/** One app process: the recording SDK, your backend's token endpoint, the session, Koin, and virtual time. */
class TestApp(
    private val scope: CoroutineScope,
    /** The lifetime your backend's signer gives tokens (exp - iat), or null for no exp claim. */
    private val tokenLifetime: Duration? = 2.hours,
) {
    val time = VirtualTime(START_MILLIS)
    val sdk = RecordingSdk(time)
    val account = PlaceholderAccount()
    var backendUser: String? = "user-a"
    var failNextFetch = false
    var fetches = 0

    private suspend fun fetchToken(): String {
        fetches++
        if (failNextFetch) {
            failNextFetch = false
            throw IOException("Token endpoint answered HTTP 503")
        }
        val user = backendUser ?: throw IOException("Token endpoint answered HTTP 401")
        val iat = time.now() / 1000
        return jwt(user, iat, tokenLifetime?.let { iat + it.inWholeSeconds })
    }

    val session = VirtualStadiumSession(
        loginManager = sdk.loginManager,
        chatManager = sdk.chatManager,
        fetchToken = ::fetchToken,
        appScope = scope,
        foreground = TestLifecycle(Lifecycle.State.RESUMED),
        now = time::now,
        sleep = time::sleep,
    )

    init {
        startKoin {
            modules(
                module {
                    single<LoginManager> { sdk.loginManager }
                    single<ChatManager> { sdk.chatManager }
                    single<SettingsProvider> { sdk.settingsProvider }
                    single<StadiumAccount> { account }
                    single<Betslip> { PlaceholderBetslip() }
                    single { session }
                },
            )
        }
    }

    fun signIn(userId: String) {
        backendUser = userId
        account.currentUser.value = StadiumUser(userId, "Fan $userId", "Normal")
        session.start()
    }
}

/** Runs [body] with a fresh app, then shuts its scope and Koin down. */
suspend fun withApp(tokenLifetime: Duration? = 2.hours, body: suspend TestApp.() -> Unit) {
    val appScope = CoroutineScope(currentCoroutineContext() + SupervisorJob())
    val app = TestApp(appScope, tokenLifetime)
    try {
        settle()
        app.body()
    } finally {
        appScope.cancel()
        stopKoin()
    }
}

fun registerSessionTests() {
    test("a user not signed in to the app at launch causes no login") {
        withApp {
            time.advanceBy(3.hours)
            assertEquals(0, sdk.loginCount(), "logins before sign-in")
            assertEquals(0, fetches, "token requests before sign-in")
            signIn("user-a")
            settle()
            assertEquals(listOf("login:user-a"), sdk.calls, "calls after sign-in")
        }
    }

    test("refresh fires before the issued token's exp (exp = iat + 2 h)") {
        withApp(tokenLifetime = 2.hours) {
            signIn("user-a")
            time.advanceBy(5.hours)
            val times = sdk.logins.map { it.first }
            check(times.size >= 3) { "expected a refresh every 2 h token, got logins at $times" }
            times.zipWithNext().forEach { (issued, refreshed) ->
                val exp = issued + 2.hours.inWholeMilliseconds
                check(refreshed < exp) { "refresh at $refreshed is not before exp $exp" }
                check(refreshed >= exp - 6.minutes.inWholeMilliseconds) { "refresh at $refreshed is far earlier than needed" }
            }
        }
    }

    test("a token without exp is refreshed before iat + the 16-hour maximum") {
        withApp(tokenLifetime = null) {
            signIn("user-a")
            time.advanceBy(15.hours)
            assertEquals(1, sdk.loginCount(), "logins within 15 hours")
            time.advanceBy(1.hours)
            assertEquals(2, sdk.loginCount(), "logins within 16 hours")
            check(sdk.logins[1].first < START_MILLIS + 16.hours.inWholeMilliseconds) { "refresh after the maximum age" }
        }
    }

    test("after endSession() no further login happens, even when the refresh timer passes") {
        withApp {
            signIn("user-a")
            settle()
            session.endSession()
            settle()
            time.advanceBy(20.hours)
            assertEquals(listOf("login:user-a", "removeAllChannels", "logOut"), sdk.calls, "calls")
            assertEquals(ChatGate.LOG_IN, session.gate.value, "gate after sign-out")
        }
    }

    test("a new token after a name change logs in, but not once the user has signed out") {
        withApp {
            signIn("user-a")
            settle()
            session.adopt(jwt("user-a", time.now() / 1000, null))
            settle()
            assertEquals(2, sdk.loginCount(), "logins after the name change")
            session.endSession()
            settle()
            session.adopt(jwt("user-a", time.now() / 1000, null))
            settle()
            assertEquals(2, sdk.loginCount(), "logins after sign-out")
        }
    }

    test("logout completes when the screen's scope is cancelled mid-way") {
        withApp {
            signIn("user-a")
            settle()
            val profileScreen = ViewModelStore()
            val profile = ProfileViewModel()
            profileScreen.put("profile", profile)
            val gate = CompletableDeferred<Unit>()
            sdk.removeAllGate = gate
            profile.logOut()
            settle()
            assertEquals("removeAllChannels", sdk.calls.last(), "last call while the logout is half-way")
            profileScreen.clear() // the screen finishes: viewModelScope is cancelled
            gate.complete(Unit)
            settle()
            assertEquals(listOf("login:user-a", "removeAllChannels", "logOut"), sdk.calls, "calls")
            assertEquals(null, account.currentUser.value, "app user after sign-out")
        }
    }

    test("re-login does not carry the previous user's channels or insights") {
        withApp {
            signIn("user-a")
            // An activity-scoped match model that outlives the user: the worst case.
            val activity = ViewModelStore()
            val match = MatchChatViewModel(CHANNEL)
            activity.put("match", match)
            settle()
            check(match.channelOpen.value) { "channel not open for user A" }
            val configOfA = sdk.open.value.getValue(CHANNEL)
            sdk.deliverInsights(CHANNEL, 3)
            assertEquals(3, match.insights.value.size, "insights for user A")
            assertEquals(3, match.insightCount.value, "insight count for user A")

            ProfileViewModel().logOut()
            settle()
            assertEquals(emptyMap(), sdk.open.value, "channels after sign-out")
            assertEquals(0, match.insights.value.size, "insights after sign-out")
            assertEquals(0, match.insightCount.value, "insight count after sign-out")
            check(!match.channelOpen.value) { "channel still shown as open after sign-out" }

            signIn("user-b")
            settle()
            assertEquals("login:user-b", sdk.calls.last { it.startsWith("login:") }, "second login")
            assertEquals(setOf(CHANNEL), sdk.open.value.keys, "channels for user B")
            check(sdk.open.value.getValue(CHANNEL) !== configOfA) { "user B got user A's channel config" }
            assertEquals(0, match.insights.value.size, "insights for user B before any arrive")
            sdk.deliverInsights(CHANNEL, 1)
            assertEquals(1, match.insights.value.size, "insights for user B")
            assertEquals(1, match.insightCount.value, "insight count for user B")
            activity.clear()
        }
    }

    test("the channel is closed when its owning view model is cleared") {
        withApp {
            signIn("user-a")
            val matchScreen = ViewModelStore()
            matchScreen.put("match", MatchChatViewModel(CHANNEL))
            settle()
            assertEquals(setOf(CHANNEL), sdk.open.value.keys, "channels while on the match")
            matchScreen.clear()
            settle()
            assertEquals("removeChannel:$CHANNEL", sdk.calls.last(), "last call")
            assertEquals(emptyMap(), sdk.open.value, "channels after leaving the match")
        }
    }

    test("a token refresh keeps the chat on screen") {
        withApp {
            val seen = mutableListOf<ChatGate>()
            val watcher = CoroutineScope(currentCoroutineContext() + SupervisorJob())
            watcher.launch { session.gate.collect { seen += it } }
            signIn("user-a")
            time.advanceBy(3.hours)
            watcher.cancel()
            check(sdk.loginCount() >= 2) { "no refresh happened" }
            val afterChat = seen.dropWhile { it != ChatGate.CHAT }
            check(afterChat.isNotEmpty() && afterChat.all { it == ChatGate.CHAT }) { "gate left CHAT during refresh: $seen" }
        }
    }

    test("a logout nobody asked for keeps the chat and logs the signed-in user in again") {
        withApp {
            val seen = mutableListOf<ChatGate>()
            val watcher = CoroutineScope(currentCoroutineContext() + SupervisorJob())
            watcher.launch { session.gate.collect { seen += it } }
            signIn("user-a")
            settle()
            val logins = sdk.loginCount()
            sdk.loginState.value = LoginState(LoginStatus.LOGGED_OUT) // the backend rejected the token
            settle()
            time.advanceBy(2.minutes)
            watcher.cancel()
            check(sdk.loginCount() > logins) { "no new login after the unasked logout" }
            val afterChat = seen.dropWhile { it != ChatGate.CHAT }
            check(afterChat.none { it == ChatGate.LOG_IN }) { "a signed-in user was asked to log in: $seen" }
        }
    }

    test("a failed token request logs nobody in and is retried at the next check") {
        withApp {
            failNextFetch = true
            signIn("user-a")
            settle()
            assertEquals(0, sdk.loginCount(), "logins after a failed token request")
            check(session.refreshError.value?.contains("503") == true) { "no refresh error shown" }
            time.advanceBy(1.minutes)
            assertEquals(1, sdk.loginCount(), "logins after the retry")
            assertEquals(null, session.refreshError.value, "refresh error after the retry")
        }
    }

    test("a logout the app did not ask for (rejected token) is followed by a new login") {
        withApp {
            signIn("user-a")
            settle()
            sdk.loginState.value = LoginState(LoginStatus.LOGGED_OUT)
            time.advanceBy(1.minutes)
            assertEquals(2, sdk.loginCount(), "logins")
        }
    }

    test("TokenService GETs the bare token as text/plain and checks the status") {
        val server = HttpServer.create(InetSocketAddress("127.0.0.1", 0), 0)
        val requests = mutableListOf<String>()
        server.createContext("/api/vs-token") { exchange ->
            requests += "${exchange.requestMethod} ${exchange.requestHeaders.getFirst("Authorization")}"
            val signedIn = exchange.requestHeaders.getFirst("Authorization") == "Bearer app-session"
            val body = (if (signedIn) "header.payload.signature\n" else "Unauthorized").toByteArray()
            exchange.responseHeaders.add("Content-Type", "text/plain")
            exchange.responseHeaders.add("Cache-Control", "no-store")
            exchange.sendResponseHeaders(if (signedIn) 200 else 401, body.size.toLong())
            exchange.responseBody.use { it.write(body) }
        }
        server.start()
        try {
            val url = URL("http://127.0.0.1:${server.address.port}/api/vs-token")
            val token = TokenService(url, authorizationHeader = { "Bearer app-session" }).fetchToken()
            assertEquals("header.payload.signature", token, "token")
            val refused = runCatching { TokenService(url, authorizationHeader = { "Bearer nobody" }).fetchToken() }
            check(refused.exceptionOrNull()?.message?.contains("401") == true) { "a 401 became $refused" }
            assertEquals(listOf("GET Bearer app-session", "GET Bearer nobody"), requests, "requests")
        } finally {
            server.stop(0)
        }
    }
}
