package com.example.stadium.composer

import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

class ComposerViewModel(
    private val validator: MessageValidator,
) : ViewModel(), KoinComponent {

    private val settingsProvider: SettingsProvider = get()

    private val _draft = MutableStateFlow("")
    val draft: StateFlow<String> = _draft.asStateFlow()

    val maxLength: StateFlow<Long?> = settingsProvider.settings
        .map { it.messageLength }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), null)

    val reactionCount: StateFlow<Int> = settingsProvider.settings
        .map { it.supportedReactions.size }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), 0)

    // Re-checks on every keystroke and on every settings change.
    val draftCheck: StateFlow<DraftCheck> = combine(_draft, settingsProvider.settings) { text, settings ->
        validator.check(text, settings.messageLength, settings.allowedCharRanges)
    }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), DraftCheck.Empty)

    fun onDraftChange(text: String) {
        _draft.value = text
    }
}
