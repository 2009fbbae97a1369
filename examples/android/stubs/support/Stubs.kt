// Test double support: not part of any library. See ../README.md.
package stubs

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers

/** Bodies of compile-only stubs: the tests never call them. */
fun stub(): Nothing = throw UnsupportedOperationException("compile-only stub")

/** Stands in for Android's main thread in viewModelScope; the tests point it at their own single thread. */
object StubMain {
    var dispatcher: CoroutineDispatcher = Dispatchers.Unconfined
}
