package com.example.stadium.session

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.StateFlow
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

/** What screens need from the app-wide VirtualStadiumSession. It holds no session of its own. */
class SessionViewModel : ViewModel(), KoinComponent {

    private val session: VirtualStadiumSession = get()

    /** What the chat area shows; the session observes the SDK's login state, screens observe this. */
    val state: StateFlow<SessionState> = session.state
    val lastError: StateFlow<String?> = session.lastError

    /** Call when your own sign-in succeeds: the session fetches a token for [userId] and logs in. */
    fun onSignedIn(userId: String) = session.start(userId)
}
