// Test double, not AndroidX Lifecycle: the names the example uses. ViewModel, viewModelScope, ViewModelStore,
// Lifecycle and repeatOnLifecycle behave like the real ones where the tests rely on them. See ../README.md.
package androidx.lifecycle

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.flow.distinctUntilChanged
import kotlinx.coroutines.flow.map
import stubs.StubMain
import stubs.stub

abstract class ViewModel {
    internal val scope: CoroutineScope by lazy { CoroutineScope(SupervisorJob() + StubMain.dispatcher) }

    protected open fun onCleared() {}

    // As in AndroidX: viewModelScope is cancelled first, then onCleared() runs.
    internal fun clear() {
        scope.cancel()
        onCleared()
    }
}

val ViewModel.viewModelScope: CoroutineScope get() = scope

class ViewModelStore {
    private val models = mutableMapOf<String, ViewModel>()

    fun put(key: String, viewModel: ViewModel) {
        models.put(key, viewModel)?.clear()
    }

    fun clear() {
        models.values.forEach { it.clear() }
        models.clear()
    }
}

/**
 * AndroidX's shape (lifecycle-common 2.7 and later): observers, the current state, and a state flow whose default
 * comes from an observer. Code compiled against this stub (the sandbox jar's TestLifecycle) implements the same
 * abstract members as against the real class, so it runs on the real AndroidX too.
 */
abstract class Lifecycle {
    abstract fun addObserver(observer: LifecycleObserver)

    abstract fun removeObserver(observer: LifecycleObserver)

    abstract val currentState: State

    open val currentStateFlow: StateFlow<State>
        get() {
            val flow = MutableStateFlow(currentState)
            addObserver(LifecycleEventObserver { _, event -> flow.value = event.targetState })
            return flow.asStateFlow()
        }

    enum class State {
        DESTROYED,
        INITIALIZED,
        CREATED,
        STARTED,
        RESUMED;

        fun isAtLeast(state: State): Boolean = this >= state
    }

    enum class Event {
        ON_CREATE,
        ON_START,
        ON_RESUME,
        ON_PAUSE,
        ON_STOP,
        ON_DESTROY,
        ON_ANY;

        val targetState: State
            get() = when (this) {
                ON_CREATE, ON_STOP -> State.CREATED
                ON_START, ON_PAUSE -> State.STARTED
                ON_RESUME -> State.RESUMED
                ON_DESTROY -> State.DESTROYED
                ON_ANY -> throw IllegalArgumentException("ON_ANY has no target state")
            }

        companion object {
            fun upTo(state: State): Event? = when (state) {
                State.CREATED -> ON_CREATE
                State.STARTED -> ON_START
                State.RESUMED -> ON_RESUME
                else -> null
            }

            fun downFrom(state: State): Event? = when (state) {
                State.CREATED -> ON_DESTROY
                State.STARTED -> ON_STOP
                State.RESUMED -> ON_PAUSE
                else -> null
            }
        }
    }
}

interface LifecycleObserver

fun interface LifecycleEventObserver : LifecycleObserver {
    fun onStateChanged(source: LifecycleOwner, event: Lifecycle.Event)
}

interface DefaultLifecycleObserver : LifecycleObserver {
    fun onCreate(owner: LifecycleOwner) {}

    fun onStart(owner: LifecycleOwner) {}

    fun onResume(owner: LifecycleOwner) {}

    fun onPause(owner: LifecycleOwner) {}

    fun onStop(owner: LifecycleOwner) {}

    fun onDestroy(owner: LifecycleOwner) {}
}

interface LifecycleOwner {
    val lifecycle: Lifecycle
}

/** Runs [block] each time the lifecycle reaches [state], and cancels it when it falls below. */
suspend fun Lifecycle.repeatOnLifecycle(state: Lifecycle.State, block: suspend CoroutineScope.() -> Unit) {
    coroutineScope {
        currentStateFlow.map { it.isAtLeast(state) }.distinctUntilChanged().collectLatest { active ->
            if (active) coroutineScope(block)
        }
    }
}

suspend fun LifecycleOwner.repeatOnLifecycle(state: Lifecycle.State, block: suspend CoroutineScope.() -> Unit) =
    lifecycle.repeatOnLifecycle(state, block)

abstract class LifecycleCoroutineScope : CoroutineScope

val LifecycleOwner.lifecycleScope: LifecycleCoroutineScope get() = stub()

class ProcessLifecycleOwner private constructor() : LifecycleOwner {
    override val lifecycle: Lifecycle get() = stub()

    companion object {
        fun get(): LifecycleOwner = stub()
    }
}

class ViewModelProvider {
    interface Factory
}
