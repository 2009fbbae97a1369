package com.example.stadium.session

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.lifecycle.compose.collectAsStateWithLifecycle

/**
 * Shows [content] only while the user is logged in to Virtual Stadium.
 * [onLogInClick] starts your app's own sign-in, which ends in SessionViewModel.onSignedIn(userId).
 */
@Composable
fun StadiumGate(session: SessionViewModel, onLogInClick: () -> Unit, content: @Composable () -> Unit) {
    val state by session.state.collectAsStateWithLifecycle()
    val lastError by session.lastError.collectAsStateWithLifecycle()

    when (state) {
        SessionState.SIGNED_OUT -> Column(
            modifier = Modifier.fillMaxSize(),
            verticalArrangement = Arrangement.Center,
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Text("Log in to join the match chat.")
            Button(onClick = onLogInClick) { Text("Log In") }
        }

        SessionState.CONNECTING, SessionState.RECONNECTING -> Column(
            modifier = Modifier.fillMaxSize(),
            verticalArrangement = Arrangement.Center,
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            CircularProgressIndicator()
            if (state == SessionState.RECONNECTING) Text("Reconnecting to the chat…")
            lastError?.let { Text("Could not reach the chat: $it. Trying again.") }
        }

        // A token refresh keeps READY: the chat stays on screen.
        SessionState.READY -> content()
    }
}
