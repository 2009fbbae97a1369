// Test double, not AndroidX Lifecycle (lifecycle-runtime-compose). See ../README.md.
package androidx.lifecycle.compose

import androidx.compose.runtime.Composable
import androidx.compose.runtime.State
import kotlinx.coroutines.flow.StateFlow
import stubs.stub

@Composable
fun <T> StateFlow<T>.collectAsStateWithLifecycle(): State<T> = stub()
