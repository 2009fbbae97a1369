// An adversarial stand-in of the Virtual Stadium Data SDK (a model of the product, not of the samples).
// It checks each token as the service would, on the service's clock (true time, not the phone's); logs the user out
// when the token it holds stops being accepted or when a test says so; drops its channels at every logout; can
// reject a login or a channel; and can call back on a background thread. It records what the user would see.
package stadium.sandbox

import ag.sportradar.virtualstadium.datasdk.model.ChannelConfig
import ag.sportradar.virtualstadium.datasdk.model.ChatChannel
import ag.sportradar.virtualstadium.datasdk.model.ChatSettings
import ag.sportradar.virtualstadium.datasdk.model.LoginState
import ag.sportradar.virtualstadium.datasdk.model.LoginStatus
import ag.sportradar.virtualstadium.datasdk.model.OutcomePayloadRequest
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import java.util.concurrent.Executors
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.launch

/** Thrown by the stand-in where the real SDK would fail a call. */
class SdkFailure(message: String) : Exception(message)

class StandInSdk(private val world: World, private val scope: CoroutineScope) {
    /** Every call, in order: "login:user-a", "logOut", "getOrAddChannel:derby", "removeChannel:derby", … */
    val calls = mutableListOf<String>()

    /** The user whose identity the chat holds now, or null. */
    var identity: String? = null
        private set

    /** The display name in the token the chat was last logged in with. */
    var displayName: String? = null
        private set

    /** Logins made for one user while another user's session was still open: users mixed in one chat session. */
    val mixedLogins = mutableListOf<String>()

    /** Why the stand-in logged the user out by itself, in order ("token expired", "revoked", …). */
    val unaskedLogouts = mutableListOf<String>()

    /** Logins in a row to reject (the service refuses the token), and channel opens in a row to fail. */
    var rejectLogins = 0
    var failChannelOpens = 0

    /** Logins in a row that return but leave the session LOADING, never opening it. */
    var stayLoadingLogins = 0

    /** When true, insight and login-state callbacks arrive on a background thread, as a real SDK may deliver them. */
    var callBackOnBackgroundThread = false

    val loginStateFlow = MutableStateFlow(LoginState(LoginStatus.LOGGED_OUT))
    val open = MutableStateFlow<Map<String, ChannelConfig>>(emptyMap())
    private var expiry: Job? = null
    private val background = Executors.newSingleThreadExecutor { Thread(it, "sdk-background").apply { isDaemon = true } }

    val loginManager = object : LoginManager {
        override val loginState: StateFlow<LoginState> = loginStateFlow

        override suspend fun login(jwtToken: String) {
            val claims = World.claims(jwtToken)
            val user = claims?.get("userId")?.takeIf { it.isNotEmpty() }
            calls += "login:${user ?: "?"}"
            if (identity != null && user != identity) mixedLogins += "$user on top of $identity"
            setStatus(LoginStatus.LOADING)
            delay(200.milliseconds) // the round trip to the service
            if (stayLoadingLogins > 0) {
                stayLoadingLogins--
                return
            }
            val iat = claims?.get("iat")?.toLongOrNull() ?: 0L
            val exp = claims?.get("exp")?.toLongOrNull()?.takeIf { it > 0 }
            val acceptedUntil = minOf(exp ?: Long.MAX_VALUE, iat + World.MAX_TOKEN_AGE_SECONDS) * 1000
            val reason = when {
                user == null || iat <= 0 -> "not a Virtual Stadium token"
                rejectLogins > 0 -> "rejected by the service".also { rejectLogins-- }
                user in world.backend.revoked -> "user revoked"
                iat * 1000 > world.trueTimeMillis() + 60_000 -> "issued in the future"
                acceptedUntil <= world.trueTimeMillis() -> "expired"
                else -> null
            }
            if (reason != null) {
                identity = null
                dropChannels()
                setStatus(LoginStatus.LOGGED_OUT)
                throw SdkFailure("login refused: $reason")
            }
            identity = user
            displayName = claims?.get("displayName")
            setStatus(LoginStatus.UNPUBLISHED) // the open session, whose status name is not published
            expiry?.cancel()
            expiry = scope.launch {
                delay(acceptedUntil - world.trueTimeMillis())
                logOutUnasked("token expired")
            }
        }

        override suspend fun logOut() {
            calls += "logOut"
            expiry?.cancel()
            identity = null
            dropChannels()
            setStatus(LoginStatus.LOGGED_OUT)
        }
    }

    val chatManager = object : ChatManager {
        override val channels: Flow<List<ChatChannel>> = open.map { map -> map.keys.map(::channel) }

        override suspend fun getOrAddChannel(channelConfig: ChannelConfig): ChatChannel {
            val id = channelConfig.channelId
            calls += "getOrAddChannel:$id"
            delay(100.milliseconds)
            if (identity == null) throw SdkFailure("getOrAddChannel($id) before login")
            if (failChannelOpens > 0) {
                failChannelOpens--
                throw SdkFailure("channel $id could not be opened")
            }
            if (id !in open.value) open.value = open.value + (id to channelConfig)
            return channel(id)
        }

        override suspend fun removeChannel(channelId: String) {
            calls += "removeChannel:$channelId"
            open.value = open.value - channelId
        }

        override suspend fun removeAllChannels() {
            calls += "removeAllChannels"
            delay(100.milliseconds)
            open.value = emptyMap()
        }
    }

    val settingsProvider = object : SettingsProvider {
        override val settings: Flow<ChatSettings> = flowOf(ChatSettings(500, emptyList(), emptyList(), null, null, 5))
    }

    /** The service ends the session by itself: the token expired or was revoked, or the service restarted. */
    fun logOutUnasked(why: String) {
        if (identity == null) return
        unaskedLogouts += why
        expiry?.cancel()
        identity = null
        dropChannels()
        setStatus(LoginStatus.LOGGED_OUT)
    }

    /** The SDK delivering [count] insights to the open channel's callback (on a background thread when set). */
    fun deliverInsights(channelId: String, count: Int): Boolean {
        val config = open.value[channelId] ?: return false
        val insights = List(count) { OutcomePayloadRequest() }
        val deliver = {
            config.onNewInsights?.invoke(insights)
            config.onNewInsightsSuspended?.let { callback -> kotlinx.coroutines.runBlocking { callback(insights) } }
        }
        if (callBackOnBackgroundThread) background.submit(deliver).get() else deliver()
        return true
    }

    fun loginCount(): Int = calls.count { it.startsWith("login:") }

    private fun dropChannels() {
        open.value = emptyMap()
    }

    private fun setStatus(status: LoginStatus) {
        if (callBackOnBackgroundThread) {
            background.submit { loginStateFlow.value = LoginState(status) }.get()
        } else {
            loginStateFlow.value = LoginState(status)
        }
    }

    private fun channel(id: String) = object : ChatChannel {
        override val channelId = id
    }
}
