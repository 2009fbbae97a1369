package com.example.stadium.chat

import ag.sportradar.virtualstadium.datasdk.model.ChatChannel
import ag.sportradar.virtualstadium.datasdk.model.OutcomePayloadRequest
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.stadium.session.VirtualStadiumSession
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

/** A bet the user picked in the chat, in your own IDs. */
data class BetSelection(val eventId: String, val marketId: String, val outcomeId: String)

/** Your betslip. StadiumApp registers your implementation with Koin. */
interface Betslip {
    suspend fun add(selection: BetSelection)
}

/** One match screen's model: it holds the screen's channel through the session's registry. */
class MatchChatViewModel(channelId: String) : ViewModel(), KoinComponent {

    private val session: VirtualStadiumSession = get()
    private val settingsProvider: SettingsProvider = get()
    private val betslip: Betslip = get()

    // #region lifecycle
    // Held for as long as this screen exists; another screen on the same match shares the channel.
    private val lease: ChannelLease = session.channels.acquire(channelId)

    /** The open channel for the chat component, or null: show progress (opening, or reconnecting). */
    val channel: StateFlow<ChatChannel?> = lease.channel

    /** Why the channel is not open yet; the registry keeps trying. */
    val channelError: StateFlow<String?> = lease.error

    /** The latest batch of betting insights for this channel. */
    val insights: StateFlow<List<OutcomePayloadRequest>> = lease.insights

    /** How many insights arrived for this user on this channel. */
    val insightCount: StateFlow<Int> = lease.insightCount

    override fun onCleared() {
        // The user left this screen for good (not a rotation, not a screen pushed on top). The registry removes the
        // channel only if no other screen holds it.
        lease.release()
    }
    // #endregion lifecycle

    /** The longest message the chat accepts, live from the moderation backend. */
    val maxMessageLength: StateFlow<Long?> = settingsProvider.settings
        .map { it.messageLength }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), null)

    private val _betslipError = MutableStateFlow<String?>(null)

    /** Why the last tapped outcome did not reach your betslip, or null. */
    val betslipError: StateFlow<String?> = _betslipError.asStateFlow()

    /** Called by the chat component when the user taps an outcome. Your betslip's failure is shown, not a crash. */
    fun onOutcomeSelected(selection: BetSelection) {
        viewModelScope.launch {
            try {
                betslip.add(selection)
                _betslipError.value = null
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                _betslipError.value = e.message ?: "Could not add the bet to your betslip"
            }
        }
    }
}
