package com.example.stadium.chat

import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

/** Shows a "react to messages" hint only when the operator allows reactions. */
class ReactionsHintViewModel : ViewModel(), KoinComponent {

    private val settingsProvider: SettingsProvider = get()

    val showReactionsHint: StateFlow<Boolean> = settingsProvider.settings
        .map { settings -> settings.supportedReactions.isNotEmpty() }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), false)
}
