package com.example.stadium.session

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.StateFlow
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

/** What screens need from the app-wide VirtualStadiumSession. It holds no session of its own. */
class SessionViewModel : ViewModel(), KoinComponent {

    private val session: VirtualStadiumSession = get()

    val gate: StateFlow<ChatGate> = session.gate
    val refreshError: StateFlow<String?> = session.refreshError

    /** Call when your own sign-in succeeds: the session fetches a token and logs in. */
    fun onSignedIn() = session.start()
}
