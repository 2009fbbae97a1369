package com.example.stadium.chat

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.CenterAlignedTopAppBar
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun MatchChatScreen(channelId: String, title: String) {
    // Scoped to the caller's ViewModelStore: a navigation destination or a fragment, so that leaving the
    // match clears the ViewModel, which releases its hold on the channel.
    val viewModel: MatchChatViewModel = viewModel(
        key = channelId,
        factory = viewModelFactory { initializer { MatchChatViewModel(channelId) } },
    )
    val channel by viewModel.channel.collectAsStateWithLifecycle()
    val channelError by viewModel.channelError.collectAsStateWithLifecycle()
    val maxLength by viewModel.maxMessageLength.collectAsStateWithLifecycle()
    val insightCount by viewModel.insightCount.collectAsStateWithLifecycle()

    Scaffold(topBar = { CenterAlignedTopAppBar(title = { Text(title) }) }) { padding ->
        Column(Modifier.padding(padding).padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            val openChannel = channel
            if (openChannel == null) {
                CircularProgressIndicator()
                channelError?.let { Text("Could not open the chat: $it. Trying again.") }
                return@Column
            }
            // The chat component takes the ChatChannel the registry opened (designed: confirm at onboarding).
            // <VS_UISDK_CHAT_COMPOSABLE>(
            //     channel = openChannel,
            //     <VS_UISDK_ON_OUTCOME> = { selection -> viewModel.onOutcomeSelected(selection) },
            // )
            // The UI SDK's chat component, from the SDK reference in your onboarding pack. Map a tapped
            // outcome to your own IDs (BetSelection) first if it hands back Sportradar IDs.
            // Without the UI SDK, draw the chat yourself; these lines show what the Data SDK delivers.
            Text("Chat is ready.")
            maxLength?.let { Text("Messages can be up to $it characters.") }
            Text("Betting insights received: $insightCount")
        }
    }
}
