package com.example.stadium.session

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
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
 * [onLogInClick] starts your app's own sign-in, which ends in SessionViewModel.onSignedIn().
 */
@Composable
fun StadiumGate(session: SessionViewModel, onLogInClick: () -> Unit, content: @Composable () -> Unit) {
    val gate by session.gate.collectAsStateWithLifecycle()
    val refreshError by session.refreshError.collectAsStateWithLifecycle()

    when (gate) {
        ChatGate.LOG_IN -> Column(
            modifier = Modifier.fillMaxSize(),
            verticalArrangement = Arrangement.Center,
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Text("Log in to join the match chat.")
            Button(onClick = onLogInClick) { Text("Log In") }
            refreshError?.let { Text("Could not reach the chat: $it") }
        }

        ChatGate.WAIT -> Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) {
            CircularProgressIndicator()
            refreshError?.let { Text("Could not reach the chat: $it") }
        }

        ChatGate.CHAT -> content()
    }
}
