package com.example.stadium.profile

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AssistChip
import androidx.compose.material3.Card
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel

@Composable
fun ProfileScreen(viewModel: ProfileViewModel = viewModel()) {
    val user by viewModel.user.collectAsStateWithLifecycle()
    val settings by viewModel.settings.collectAsStateWithLifecycle()
    val renameError by viewModel.renameError.collectAsStateWithLifecycle()

    Column(
        modifier = Modifier.fillMaxWidth().padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        // <VS_UISDK_PROFILE_COMPOSABLE>()
        // The UI SDK's profile component can replace the identity block below.
        // Its name and parameters are in the SDK reference from your onboarding pack.
        user?.let { current ->
            Text(current.displayName, style = MaterialTheme.typography.headlineSmall)
            Text("User ID: ${current.userId}", style = MaterialTheme.typography.bodyMedium)
            if (current.isVip) AssistChip(onClick = {}, label = { Text("VIP") })
        }
        renameError?.let { Text("Name change failed: $it", color = MaterialTheme.colorScheme.error) }

        settings?.let { current ->
            Card(Modifier.fillMaxWidth()) {
                ListItem(
                    headlineContent = { Text("Max message length") },
                    trailingContent = { Text("${current.messageLength}") },
                )
                ListItem(
                    headlineContent = { Text("Reactions available") },
                    trailingContent = { Text("${current.supportedReactions.size}") },
                )
                ListItem(
                    headlineContent = { Text("Flash Bet timer") },
                    trailingContent = {
                        Text(if (current.flashBetTimers != null) "Configured" else "Not set")
                    },
                )
            }
        }

        OutlinedButton(onClick = viewModel::logOut, modifier = Modifier.fillMaxWidth()) {
            Text("Log out")
        }
    }
}
