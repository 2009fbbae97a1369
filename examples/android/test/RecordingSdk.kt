// A recording fake of the Data SDK (a test double, not the SDK): it keeps every call in `calls`, in order,
// and plays the published behaviour the session relies on (login state, channels, insights).
package stadium.test

import ag.sportradar.virtualstadium.datasdk.model.ChannelConfig
import ag.sportradar.virtualstadium.datasdk.model.ChatChannel
import ag.sportradar.virtualstadium.datasdk.model.ChatSettings
import ag.sportradar.virtualstadium.datasdk.model.LoginState
import ag.sportradar.virtualstadium.datasdk.model.LoginStatus
import ag.sportradar.virtualstadium.datasdk.model.OutcomePayloadRequest
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import com.example.stadium.profile.ChatIdentityReader
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.yield

class RecordingSdk(private val time: VirtualTime) {
    val calls = mutableListOf<String>()

    /** (time, userId) of every login. */
    val logins = mutableListOf<Pair<Long, String>>()

    /** The SDK's login state; a test may set it, as the SDK does when it rejects a token. */
    val loginState = MutableStateFlow(LoginState(LoginStatus.LOGGED_OUT))

    val loginManager = object : LoginManager {
        override val loginState: StateFlow<LoginState> = this@RecordingSdk.loginState

        override suspend fun login(jwtToken: String) {
            val user = ChatIdentityReader.read(jwtToken)?.userId ?: "?"
            calls += "login:$user"
            logins += time.now() to user
            this@RecordingSdk.loginState.value = LoginState(LoginStatus.LOADING)
            yield()
            this@RecordingSdk.loginState.value = LoginState(LoginStatus.UNPUBLISHED) // the open session
        }

        override suspend fun logOut() {
            calls += "logOut"
            this@RecordingSdk.loginState.value = LoginState(LoginStatus.LOGGED_OUT)
        }
    }

    /** Channels the fake holds, with the config each was opened with. */
    val open = MutableStateFlow<Map<String, ChannelConfig>>(emptyMap())

    /** When set, removeAllChannels() waits for it half-way: the logout is "in progress". */
    var removeAllGate: CompletableDeferred<Unit>? = null

    val chatManager = object : ChatManager {
        override val channels: Flow<List<ChatChannel>> = open.map { map -> map.keys.map(::channel) }

        override suspend fun getOrAddChannel(channelConfig: ChannelConfig): ChatChannel {
            calls += "addChannel:${channelConfig.channelId}"
            open.update { if (channelConfig.channelId in it) it else it + (channelConfig.channelId to channelConfig) }
            return channel(channelConfig.channelId)
        }

        override suspend fun removeChannel(channelId: String) {
            calls += "removeChannel:$channelId"
            open.update { it - channelId }
        }

        override suspend fun removeAllChannels() {
            calls += "removeAllChannels"
            removeAllGate?.await()
            open.value = emptyMap()
        }
    }

    val settingsProvider = object : SettingsProvider {
        override val settings: Flow<ChatSettings> = flowOf(ChatSettings(500, emptyList(), emptyList(), null, null, 5))
    }

    /** The SDK delivering [count] insights to the channel's callback, as it does for an open channel. */
    suspend fun deliverInsights(channelId: String, count: Int) {
        val config = open.value[channelId] ?: error("channel $channelId is not open")
        config.onNewInsightsSuspended?.invoke(List(count) { OutcomePayloadRequest() })
    }

    fun loginCount(): Int = calls.count { it.startsWith("login:") }

    private fun channel(id: String) = object : ChatChannel {
        override val channelId = id
    }
}
