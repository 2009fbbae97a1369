package com.example.stadium.profile

import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.stadium.account.StadiumAccount
import com.example.stadium.account.StadiumUser
import com.example.stadium.session.VirtualStadiumSession
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

class ProfileViewModel : ViewModel(), KoinComponent {

    private val account: StadiumAccount = get()
    private val session: VirtualStadiumSession = get()
    private val settingsProvider: SettingsProvider = get()

    val user: StateFlow<StadiumUser?> = account.currentUser

    /** Live chat settings (a StateFlow of ChatSettings?) from the moderation backend; null until the first value. */
    val settings = settingsProvider.settings
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), null)

    private val _renameError = MutableStateFlow<String?>(null)
    val renameError: StateFlow<String?> = _renameError.asStateFlow()

    fun changeDisplayName(newName: String) {
        _renameError.value = null
        // The request and the login with the token it returns run in the session's app scope: leaving this screen
        // mid-request does not lose the change. The name lives in the token: same user, new token, so the session
        // logs in again without logOut() first (designed: confirm at onboarding).
        val renewal = session.renewToken { account.changeDisplayName(newName.trim()) }
        viewModelScope.launch {
            try {
                renewal.await() // only to show an error while this screen is open
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                _renameError.value = e.message ?: "Could not change the name"
            }
        }
    }

    fun logOut() {
        // The session removes the channels and logs out in the app scope: leaving this screen cannot stop it.
        session.endSession()
        account.signOut()
    }
}
