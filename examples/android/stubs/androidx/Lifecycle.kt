// Test double, not AndroidX Lifecycle: the names the example uses. ViewModel, viewModelScope, ViewModelStore,
// Lifecycle and repeatOnLifecycle behave like the real ones where the tests rely on them. See ../README.md.
package androidx.lifecycle

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.StateFlow
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

abstract class Lifecycle {
    abstract val currentStateFlow: StateFlow<State>
    val currentState: State get() = currentStateFlow.value

    enum class State {
        DESTROYED,
        INITIALIZED,
        CREATED,
        STARTED,
        RESUMED;

        fun isAtLeast(state: State): Boolean = this >= state
    }
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
