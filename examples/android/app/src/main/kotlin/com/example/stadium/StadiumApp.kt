package com.example.stadium

import android.app.Application
import androidx.lifecycle.ProcessLifecycleOwner
import com.example.stadium.account.PlaceholderAccount
import com.example.stadium.account.StadiumAccount
import com.example.stadium.chat.Betslip
import com.example.stadium.chat.PlaceholderBetslip
import com.example.stadium.session.TokenService
import com.example.stadium.session.VirtualStadiumSession
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.koin.core.component.KoinComponent
import org.koin.core.component.get
import org.koin.core.context.loadKoinModules
import org.koin.dsl.module

class StadiumApp : Application(), KoinComponent {

    // Lives as long as the process. Login, refresh and logout run here, never in a screen's scope.
    private val appScope = CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate)

    override fun onCreate() {
        super.onCreate()
        // <VS_SDK_INIT>: the start-up call from the SDK reference in your onboarding pack.
        // It starts the Virtual Stadium SDK and registers LoginManager, ChatManager and
        // SettingsProvider with Koin. Nothing may call get() for them before this line.

        // #region modules
        // The app's own classes, next to the SDK's services in Koin.
        loadKoinModules(
            module {
                single<StadiumAccount> { PlaceholderAccount() } // your account layer
                single<Betslip> { PlaceholderBetslip() } // your betslip
                // The header stands for your app's own sign-in: it tells your backend who the user is.
                single { TokenService(authorizationHeader = { "Bearer <APP_SESSION_TOKEN>" }) }
                single {
                    VirtualStadiumSession(
                        loginManager = get(),
                        chatManager = get(),
                        fetchToken = get<TokenService>()::fetchToken,
                        appScope = appScope,
                        foreground = ProcessLifecycleOwner.get().lifecycle,
                        // Your backend signed the user out (a 401): sign out of your app too.
                        onSignedOutByBackend = { get<StadiumAccount>().signOut() },
                    )
                }
            },
        )
        // #endregion modules

        // A user still signed in to your app gets the chat session now; anyone else when they sign in.
        get<StadiumAccount>().currentUser.value?.let { user -> get<VirtualStadiumSession>().start(user.userId) }
    }
}
