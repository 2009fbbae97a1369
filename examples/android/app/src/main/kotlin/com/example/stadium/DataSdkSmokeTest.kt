package com.example.stadium

import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import org.koin.core.component.KoinComponent
import org.koin.core.component.get

// App code: proves that the SDK classes resolve at build time and through Koin at run time.
// Run it after the start-up call in your Application class.
class DataSdkSmokeTest : KoinComponent {
    fun run(): String {
        val loginManager: LoginManager = get()
        val chatManager: ChatManager = get()
        val settingsProvider: SettingsProvider = get()
        return listOf(loginManager, chatManager, settingsProvider)
            .joinToString { it::class.simpleName.orEmpty() }
    }
}
