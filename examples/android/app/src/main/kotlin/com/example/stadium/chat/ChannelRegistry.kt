package com.example.stadium.chat

import ag.sportradar.virtualstadium.datasdk.model.ChannelConfig
import ag.sportradar.virtualstadium.datasdk.model.ChatChannel
import ag.sportradar.virtualstadium.datasdk.model.OutcomePayloadRequest
import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import com.example.stadium.session.SessionPolicy
import com.example.stadium.session.SessionState
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/**
 * App code: the channels the app's screens hold, counted. A channel is opened while the session is READY and at
 * least one screen holds it, opened again after every reconnection, and removed only when the last screen lets go:
 * two screens on one match share it. One ChannelConfig per channel; its insights reach every screen that holds it.
 * Call acquire and release from the main thread. VirtualStadiumSession creates the one registry.
 */
class ChannelRegistry(
    private val chatManager: ChatManager,
    private val appScope: CoroutineScope,
    private val sessionState: StateFlow<SessionState>,
) {
    private inner class Entry(val channelId: String) {
        var holders = 0
        var openedForUser = false // getOrAddChannel succeeded since the last login of a new user
        var opening: Job? = null
        val channel = MutableStateFlow<ChatChannel?>(null)
        val insights = MutableStateFlow<List<OutcomePayloadRequest>>(emptyList())
        val insightCount = MutableStateFlow(0)
        val error = MutableStateFlow<String?>(null)
        val config = ChannelConfig(
            channelId = channelId,
            getChannelStats = false,
            onNewInsightsSuspended = { newInsights ->
                // May run off the main thread: a StateFlow is safe to update from any thread.
                insights.value = newInsights
                insightCount.update { it + newInsights.size }
            },
        )
    }

    private val entries = mutableMapOf<String, Entry>()

    /** Removals under way, by channel id: a later open of the same id waits for its removal. */
    private val removals = mutableMapOf<String, Job>()

    init {
        appScope.launch {
            sessionState.collect { state ->
                for (entry in entries.values) {
                    if (state == SessionState.READY) {
                        openChannel(entry)
                    } else {
                        entry.opening?.cancel()
                        entry.channel.value = null // no dead chat on screen while there is no session
                    }
                    if (state == SessionState.SIGNED_OUT || state == SessionState.CONNECTING) {
                        // Sign-out or another user: the session removed every channel; drop this user's insights.
                        entry.openedForUser = false
                        entry.insights.value = emptyList()
                        entry.insightCount.value = 0
                    }
                }
            }
        }
    }

    /** Holds [channelId] for one screen until [ChannelLease.release]. */
    fun acquire(channelId: String): ChannelLease {
        val entry = entries.getOrPut(channelId) { Entry(channelId) }
        entry.holders++
        if (sessionState.value == SessionState.READY) openChannel(entry)
        return ChannelLease(entry.channel, entry.insights, entry.insightCount, entry.error) { release(entry) }
    }

    private fun release(entry: Entry) {
        entry.holders--
        if (entry.holders > 0) return // another screen still shows this channel
        entries.remove(entry.channelId)
        val opening = entry.opening
        entry.channel.value = null
        // Opened, or maybe opened by a call still under way: remove it once that call has ended.
        if (!entry.openedForUser && opening?.isActive != true) return
        val previous = removals[entry.channelId]
        val removal = appScope.launch {
            opening?.cancelAndJoin()
            previous?.join()
            try {
                chatManager.removeChannel(entry.channelId)
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                // Already gone: the SDK dropped it at a logout.
            }
        }
        removals[entry.channelId] = removal
        removal.invokeOnCompletion { if (removals[entry.channelId] === removal) removals.remove(entry.channelId) }
    }

    private fun openChannel(entry: Entry) {
        if (entry.opening?.isActive == true || entry.channel.value != null) return
        val pendingRemoval = removals[entry.channelId]
        entry.opening = appScope.launch {
            pendingRemoval?.join() // a screen on this match just closed: its removal goes first
            var failures = 0
            while (true) {
                try {
                    entry.channel.value = chatManager.getOrAddChannel(entry.config)
                    entry.openedForUser = true
                    entry.error.value = null
                    return@launch
                } catch (e: CancellationException) {
                    throw e
                } catch (e: Exception) {
                    // Shown on the screen, retried: an SDK error never crashes the app.
                    entry.error.value = e.message ?: "Could not open the chat"
                    delay(SessionPolicy.retryDelay(++failures))
                }
            }
        }
    }
}

/** One screen's hold on a channel. Release it once, when the screen is gone for good (onCleared). */
class ChannelLease internal constructor(
    /** The open channel, or null while it is opening or the session is not READY. */
    val channel: StateFlow<ChatChannel?>,
    /** The latest batch of betting insights for this channel. */
    val insights: StateFlow<List<OutcomePayloadRequest>>,
    /** How many insights arrived for this user on this channel. */
    val insightCount: StateFlow<Int>,
    /** Why the channel could not be opened yet, or null. */
    val error: StateFlow<String?>,
    private val onRelease: () -> Unit,
) {
    private var released = false

    fun release() {
        if (released) return
        released = true
        onRelease()
    }
}
