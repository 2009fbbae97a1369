// The world a scenario runs in: true time (the service's clock), the phone (its wall clock, which can be wrong, and
// whether the app is in the foreground), your backend's token endpoint, and the Virtual Stadium service (StandInSdk).
package stadium.sandbox

import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleEventObserver
import androidx.lifecycle.LifecycleObserver
import androidx.lifecycle.LifecycleOwner
import java.util.Base64
import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.awaitCancellation
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow

/**
 * The app process's lifecycle in a scenario: [moveTo] changes its state and tells every observer the events on the way,
 * as AndroidX's LifecycleRegistry does, so code that observes it (repeatOnLifecycle, a LifecycleEventObserver) or
 * collects [currentStateFlow] sees the same changes. It implements AndroidX's abstract members, so the jar runs with
 * the real androidx.lifecycle on your test classpath.
 */
class TestLifecycle(initial: State) : Lifecycle() {
    private val state = MutableStateFlow(initial)
    private val observers = mutableListOf<Pair<LifecycleObserver, LifecycleEventObserver>>()
    private val owner = object : LifecycleOwner {
        override val lifecycle: Lifecycle get() = this@TestLifecycle
    }

    override val currentState: State get() = state.value

    override val currentStateFlow: StateFlow<State> get() = state

    override fun addObserver(observer: LifecycleObserver) {
        val events = eventsOf(observer)
        observers += observer to events
        // As AndroidX: a new observer is brought up to the current state at once.
        State.entries.filter { it > State.INITIALIZED && it <= state.value }
            .forEach { step -> Event.upTo(step)?.let { events.onStateChanged(owner, it) } }
    }

    override fun removeObserver(observer: LifecycleObserver) {
        observers.removeAll { it.first === observer }
    }

    private fun eventsOf(observer: LifecycleObserver): LifecycleEventObserver = when (observer) {
        is LifecycleEventObserver -> observer
        is DefaultLifecycleObserver -> LifecycleEventObserver { source, event ->
            when (event) {
                Event.ON_CREATE -> observer.onCreate(source)
                Event.ON_START -> observer.onStart(source)
                Event.ON_RESUME -> observer.onResume(source)
                Event.ON_PAUSE -> observer.onPause(source)
                Event.ON_STOP -> observer.onStop(source)
                Event.ON_DESTROY -> observer.onDestroy(source)
                Event.ON_ANY -> Unit
            }
        }
        else -> throw IllegalArgumentException(
            "the sandbox's lifecycle takes a LifecycleEventObserver or a DefaultLifecycleObserver, not ${observer::class}",
        )
    }

    /** Moves to [target] one state at a time, telling the observers each event. */
    fun moveTo(target: State) {
        while (state.value != target) {
            val event = if (target > state.value) Event.upTo(state.value.next()) else Event.downFrom(state.value)
            state.value = if (target > state.value) state.value.next() else state.value.previous()
            if (event != null) observers.toList().forEach { it.second.onStateChanged(owner, event) }
        }
    }

    private fun State.next(): State = State.entries[ordinal + 1]

    private fun State.previous(): State = State.entries[ordinal - 1]
}

/** What your token endpoint answered: status, Content-Type and body. */
data class TokenAnswer(val status: Int, val contentType: String?, val body: String)

/** Scenarios start on 2026-01-01 00:00 UTC, service time. */
const val START_MILLIS = 1_767_225_600_000L

class World(val time: VirtualTime, scope: CoroutineScope) {
    /** The service's clock: true time. */
    fun trueTimeMillis(): Long = START_MILLIS + time.now()

    /** How far the phone's wall clock is off (the user set it, or it drifted). */
    var deviceClockSkewMillis = 0L

    /** What System.currentTimeMillis() reads on the phone. */
    fun deviceWallClockMillis(): Long = trueTimeMillis() + deviceClockSkewMillis

    /** The app process: foreground (RESUMED) or background (CREATED). */
    val processLifecycle = TestLifecycle(Lifecycle.State.RESUMED)

    val backend = StandInBackend(this)
    val sdk = StandInSdk(this, scope)

    /** Exceptions nobody caught: on a phone each one would have crashed the app. */
    val crashes = mutableListOf<Throwable>()

    companion object {
        /** The product fact (the longest a token is accepted after its iat), from the generated lifecycle table. */
        val MAX_TOKEN_AGE_SECONDS: Long = LifecycleTable.TOKEN_MAX_AGE_SECONDS

        /** The claims the stand-ins read from a token, without a JSON library (org.json is not on a plain JVM). */
        fun claims(jwtToken: String): Map<String, String>? {
            val parts = jwtToken.split('.')
            if (parts.size != 3) return null
            val json = runCatching { String(Base64.getUrlDecoder().decode(parts[1])) }.getOrNull() ?: return null
            return Regex("\"(\\w+)\":(?:\"([^\"]*)\"|(-?\\d+))").findAll(json)
                .associate { it.groupValues[1] to it.groupValues[2].ifEmpty { it.groupValues[3] } }
        }
    }
}

/** Your backend's token endpoint, as it behaves on a good day and on a bad one. */
class StandInBackend(private val world: World) {
    enum class Mode { OK, SERVER_ERROR, HTML_ERROR_PAGE, HANG, WRONG_USER }

    var mode = Mode.OK

    /** The user your app's own session signs in to your backend; null: nobody (the endpoint answers 401). */
    var sessionUser: String? = null

    /** Users your backend signed out or banned: 401 for them, and the service refuses their tokens. */
    val revoked = mutableSetOf<String>()

    /** exp - iat of the tokens it signs, or null for tokens without exp. */
    var tokenLifetime: Duration? = 2.hours

    /** Display names your backend holds, by user. */
    val displayNames = mutableMapOf<String, String>()

    var requests = 0
    var abandonedRequests = 0

    suspend fun answer(): TokenAnswer {
        requests++
        val user = sessionUser
        return when {
            mode == Mode.HANG -> try {
                awaitCancellation()
            } finally {
                abandonedRequests++
            }
            mode == Mode.SERVER_ERROR -> TokenAnswer(500, "text/plain", "Internal Server Error")
            mode == Mode.HTML_ERROR_PAGE -> TokenAnswer(200, "text/html", "<html><body>Please sign in</body></html>")
            user == null || user in revoked -> TokenAnswer(401, "text/plain", "Unauthorized")
            mode == Mode.WRONG_USER -> TokenAnswer(200, "text/plain", sign("someone-else"))
            else -> TokenAnswer(200, "text/plain; charset=utf-8", sign(user))
        }
    }

    /** A token for [user] signed now, on the service's clock (your backend's clock is right). */
    fun sign(user: String): String {
        val iat = world.trueTimeMillis() / 1000
        return jwt(user, displayNames[user] ?: "Fan $user", iat, tokenLifetime?.let { iat + it.inWholeSeconds })
    }
}

/** An unsigned JWT with the given claims: the app only reads the payload, and the stand-in checks the times. */
fun jwt(userId: String, displayName: String, iat: Long, exp: Long?): String {
    val encoder = Base64.getUrlEncoder().withoutPadding()
    val expClaim = exp?.let { ""","exp":$it""" } ?: ""
    val payload = """{"sub":"$userId","userId":"$userId","displayName":"$displayName","iat":$iat$expClaim}"""
    return listOf("""{"alg":"RS256","typ":"JWT"}""", payload, "sig").joinToString(".") {
        encoder.encodeToString(it.toByteArray())
    }
}
