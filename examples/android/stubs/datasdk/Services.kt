// Test double, not the SDK: the published Data SDK services as the docs use them. See ../README.md.
// The SDK's own declarations are not published. The stub declares interfaces, so tests can put a recording
// fake in their place, and declares every call `suspend`, the stricter case: app code that compiles against
// it compiles whether or not the real call suspends.
package ag.sportradar.virtualstadium.datasdk.services

import ag.sportradar.virtualstadium.datasdk.model.ChannelConfig
import ag.sportradar.virtualstadium.datasdk.model.ChatChannel
import ag.sportradar.virtualstadium.datasdk.model.ChatSettings
import ag.sportradar.virtualstadium.datasdk.model.LoginState
import kotlinx.coroutines.flow.Flow

interface LoginManager {
    /** Each value carries a loginStatus. */
    val loginState: Flow<LoginState>

    suspend fun login(jwtToken: String)

    suspend fun logOut()
}

interface ChatManager {
    val channels: Flow<List<ChatChannel>>

    suspend fun getOrAddChannel(channelConfig: ChannelConfig): ChatChannel

    suspend fun removeChannel(channelId: String)

    suspend fun removeAllChannels()
}

interface SettingsProvider {
    val settings: Flow<ChatSettings>
}
