package com.example.stadium.composer

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.lifecycle.compose.collectAsStateWithLifecycle

@Composable
fun Composer(viewModel: ComposerViewModel, onSend: (String) -> Unit) {
    val draft by viewModel.draft.collectAsStateWithLifecycle()
    val maxLength by viewModel.maxLength.collectAsStateWithLifecycle()
    val draftCheck by viewModel.draftCheck.collectAsStateWithLifecycle()

    Column {
        OutlinedTextField(
            value = draft,
            onValueChange = viewModel::onDraftChange,
            supportingText = {
                val used = draft.codePointCount(0, draft.length)
                when (val result = draftCheck) {
                    is DraftCheck.TooLong -> Text("Too long: ${result.length} of ${result.max} characters")
                    is DraftCheck.DisallowedCharacter -> Text("This character is not allowed in the chat")
                    else -> maxLength?.let { Text("$used / $it") }
                }
            },
        )
        Button(onClick = { onSend(draft) }, enabled = draftCheck == DraftCheck.Ok) {
            Text("Send")
        }
    }
}
