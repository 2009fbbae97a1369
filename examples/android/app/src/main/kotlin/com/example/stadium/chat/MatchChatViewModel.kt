package com.example.stadium.chat

import ag.sportradar.virtualstadium.datasdk.model.ChannelConfig
import ag.sportradar.virtualstadium.datasdk.model.OutcomePayloadRequest
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.stadium.session.ChatGate
import com.example.stadium.session.VirtualStadiumSession
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

/** A bet the user picked in the chat, in your own IDs. */
data class BetSelection(val eventId: String, val marketId: String, val outcomeId: String)

/** Your betslip. StadiumApp registers your implementation with Koin. */
interface Betslip {
    suspend fun add(selection: BetSelection)
}

/** One match screen's model: it owns the screen's channel and closes it when it is cleared. */
class MatchChatViewModel(private val channelId: String) : ViewModel(), KoinComponent {

    private val session: VirtualStadiumSession = get()
    private val chatManager: ChatManager = get()
    private val settingsProvider: SettingsProvider = get()
    private val betslip: Betslip = get()

    private val _channelOpen = MutableStateFlow(false)

    /** True once the channel is open; the screen shows the chat from then on. */
    val channelOpen: StateFlow<Boolean> = _channelOpen.asStateFlow()

    private val _insights = MutableStateFlow<List<OutcomePayloadRequest>>(emptyList())

    /** The latest batch of betting insights for this channel. */
    val insights: StateFlow<List<OutcomePayloadRequest>> = _insights.asStateFlow()

    private val _insightCount = MutableStateFlow(0)

    /** How many insights arrived for this user on this channel. */
    val insightCount: StateFlow<Int> = _insightCount.asStateFlow()

    /** The longest message the chat accepts, live from the moderation backend. */
    val maxMessageLength: StateFlow<Long?> = settingsProvider.settings
        .map { it.messageLength }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), null)

    // #region lifecycle
    init {
        viewModelScope.launch {
            session.gate.collect { gate ->
                when (gate) {
                    // Login comes first: open the channel only once the session is open.
                    ChatGate.CHAT -> if (!_channelOpen.value) open()
                    // Signed out: the session removed every channel; drop this user's insights too.
                    ChatGate.LOG_IN -> {
                        _channelOpen.value = false
                        _insights.value = emptyList()
                        _insightCount.value = 0
                    }
                    ChatGate.WAIT -> Unit
                }
            }
        }
    }

    private suspend fun open() {
        chatManager.getOrAddChannel(
            ChannelConfig(
                channelId = channelId,
                getChannelStats = false,
                onNewInsightsSuspended = { newInsights ->
                    // May run off the main thread: a StateFlow is safe to update from any thread.
                    _insights.value = newInsights
                    _insightCount.update { it + newInsights.size }
                },
            ),
        )
        _channelOpen.value = true
    }

    /** Called by the chat component when the user taps an outcome. */
    fun onOutcomeSelected(selection: BetSelection) {
        viewModelScope.launch { betslip.add(selection) }
    }

    override fun onCleared() {
        // The user left the match for good (not a rotation, not a screen pushed on top).
        session.closeChannel(channelId)
    }
    // #endregion lifecycle
}
