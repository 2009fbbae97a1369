// Test double, not the SDK: the Data SDK model types as the docs use them. See ../README.md.
package ag.sportradar.virtualstadium.datasdk.model

/** Published: ChannelConfig and its four parameters the docs use; further optional parameters are left out. */
class ChannelConfig(
    val channelId: String,
    val getChannelStats: Boolean,
    val onNewInsights: ((List<OutcomePayloadRequest>) -> Unit)? = null,
    val onNewInsightsSuspended: (suspend (List<OutcomePayloadRequest>) -> Unit)? = null,
)

/** Published name; its fields are not published. */
class OutcomePayloadRequest

/** Published name; its members are not published. */
interface ChatChannel {
    val channelId: String
}

// designed: confirm at onboarding (the package; the pages import LoginStatus from datasdk.model)
enum class LoginStatus {
    LOGGED_OUT,
    LOADING,

    /** Stands for the values the SDK has but the docs do not publish, the open session among them. App code never names it. */
    UNPUBLISHED,
}

// designed: confirm at onboarding (the name of the loginState flow's value type; Kotlin app code never names it)
class LoginState(val loginStatus: LoginStatus)

/** Published fields of ChatSettings. */
class ChatSettings(
    val messageLength: Long,
    val supportedReactions: List<ReactionType>,
    val allowedCharRanges: List<AllowedChatRange>,
    val flashBetTimers: FlashBetTimers?,
    val clientSettings: ClientSettings?,
    val betStopTimeoutSeconds: Int,
)

class ReactionType

// designed: confirm at onboarding (the package; the pages import AllowedChatRange from datasdk.model)
class AllowedChatRange

class FlashBetTimers

class ClientSettings
