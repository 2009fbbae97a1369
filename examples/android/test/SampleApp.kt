// The docs' Android samples behind the sandbox's AppUnderTest, wired as StadiumApp wires them, with the world's
// stand-ins. Your own app's adapter looks like this one (see ../README.md).
package stadium.test

import ag.sportradar.virtualstadium.datasdk.services.ChatManager
import ag.sportradar.virtualstadium.datasdk.services.LoginManager
import ag.sportradar.virtualstadium.datasdk.services.SettingsProvider
import androidx.lifecycle.ViewModelStore
import com.example.stadium.account.StadiumAccount
import com.example.stadium.account.StadiumUser
import com.example.stadium.chat.BetSelection
import com.example.stadium.chat.Betslip
import com.example.stadium.chat.MatchChatViewModel
import com.example.stadium.profile.ProfileViewModel
import com.example.stadium.session.SessionState
import com.example.stadium.session.TokenAnswer as AppTokenAnswer
import com.example.stadium.session.TokenService
import com.example.stadium.session.VirtualStadiumSession
import java.io.IOException
import kotlin.time.Duration.Companion.seconds
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import org.koin.core.context.startKoin
import org.koin.core.context.stopKoin
import stadium.sandbox.AppFactory
import stadium.sandbox.AppUnderTest
import stadium.sandbox.MatchScreen
import stadium.sandbox.ProfileScreen
import stadium.sandbox.Shown
import stadium.sandbox.World
import stubs.StubMain
import org.koin.dsl.module

/** Your account layer in the scenarios: it signs in to your backend, and a name change takes 2 seconds. */
class TestAccount(private val world: World) : StadiumAccount {
    override val currentUser = MutableStateFlow<StadiumUser?>(null)

    override suspend fun changeDisplayName(newName: String): String {
        val user = currentUser.value?.userId ?: throw IOException("nobody is signed in")
        delay(2.seconds)
        world.backend.displayNames[user] = newName
        return world.backend.sign(user)
    }

    override fun signOut() {
        currentUser.value = null
        world.backend.sessionUser = null
    }

    fun signIn(userId: String) {
        world.backend.sessionUser = userId
        currentUser.value = StadiumUser(userId, "Fan $userId", "Normal")
    }
}

class SampleApp(private val world: World, appScope: CoroutineScope) : AppUnderTest {
    private val account = TestAccount(world)
    override val betslip = mutableListOf<Pair<String, Thread>>()

    // The sample's TokenService and its checks, over the stand-in endpoint instead of HTTP.
    private val tokenService = TokenService(
        transport = { world.backend.answer().let { AppTokenAnswer(it.status, it.contentType, it.body) } },
    )

    private val session = VirtualStadiumSession(
        loginManager = world.sdk.loginManager,
        chatManager = world.sdk.chatManager,
        fetchToken = tokenService::fetchToken,
        appScope = appScope,
        foreground = world.processLifecycle,
        onSignedOutByBackend = { account.signOut() },
        monotonicMillis = world.time::now,
    )

    init {
        startKoin {
            modules(
                module {
                    single<LoginManager> { world.sdk.loginManager }
                    single<ChatManager> { world.sdk.chatManager }
                    single<SettingsProvider> { world.sdk.settingsProvider }
                    single<StadiumAccount> { account }
                    single<Betslip> {
                        object : Betslip {
                            override suspend fun add(selection: BetSelection) {
                                if (selection.outcomeId == "unavailable") throw IOException("The market is closed")
                                betslip += selection.outcomeId to Thread.currentThread()
                            }
                        }
                    }
                    single { session }
                },
            )
        }
    }

    override val shown: Shown
        get() = when (session.state.value) {
            SessionState.SIGNED_OUT -> Shown.LOG_IN
            SessionState.CONNECTING -> Shown.PROGRESS
            SessionState.READY -> Shown.CHAT
            SessionState.RECONNECTING -> Shown.RECONNECTING
        }

    override val errorShown: String? get() = session.lastError.value
    override val appUser: String? get() = account.currentUser.value?.userId

    override fun signIn(userId: String) {
        account.signIn(userId)
        session.start(userId)
    }

    override fun signOut() {
        ProfileViewModel().logOut()
    }

    override fun openMatch(channelId: String): MatchScreen {
        val store = ViewModelStore()
        val model = MatchChatViewModel(channelId)
        store.put("match", model)
        return object : MatchScreen {
            override val showsChat get() = shown == Shown.CHAT && model.channel.value != null
            override val insightCount get() = model.insightCount.value

            override fun tapOutcome(outcomeId: String) = model.onOutcomeSelected(BetSelection("event", "market", outcomeId))

            override fun close() = store.clear()
        }
    }

    override fun openProfile(): ProfileScreen {
        val store = ViewModelStore()
        val model = ProfileViewModel()
        store.put("profile", model)
        return object : ProfileScreen {
            override fun changeDisplayName(newName: String) = model.changeDisplayName(newName)

            override fun close() = store.clear()
        }
    }
}

/** Builds SampleApp for each scenario: the sandbox's AppFactory, as your tests would write one for your app. */
object SampleAppFactory : AppFactory {
    override fun create(world: World, appScope: CoroutineScope): AppUnderTest = SampleApp(world, appScope)

    // The compile-time stubs' main thread; with the real AndroidX, Dispatchers.setMain(main) from coroutines-test.
    override fun useMainDispatcher(main: CoroutineDispatcher) {
        StubMain.dispatcher = main
    }

    override fun tearDown() = stopKoin()
}
