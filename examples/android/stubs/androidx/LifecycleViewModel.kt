// Test double, not AndroidX Lifecycle (lifecycle-viewmodel). See ../README.md.
package androidx.lifecycle.viewmodel

import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import stubs.stub

abstract class CreationExtras

class InitializerViewModelFactoryBuilder

fun viewModelFactory(builder: InitializerViewModelFactoryBuilder.() -> Unit): ViewModelProvider.Factory = stub()

inline fun <reified VM : ViewModel> InitializerViewModelFactoryBuilder.initializer(
    noinline initializer: CreationExtras.() -> VM,
): Unit = stub()
