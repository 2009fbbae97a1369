// Test double, not AndroidX Lifecycle (lifecycle-viewmodel-compose). See ../README.md.
package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.Composable
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import stubs.stub

@Composable
inline fun <reified VM : ViewModel> viewModel(key: String? = null, factory: ViewModelProvider.Factory? = null): VM = stub()
