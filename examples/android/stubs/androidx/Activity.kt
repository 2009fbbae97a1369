// Test double, not AndroidX Activity. See ../README.md.
package androidx.activity

import android.os.Bundle
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.ViewModel
import stubs.stub

open class ComponentActivity() : LifecycleOwner {
    constructor(contentLayoutId: Int) : this()

    override val lifecycle: Lifecycle get() = stub()

    protected open fun onCreate(savedInstanceState: Bundle?) {}
}

inline fun <reified VM : ViewModel> ComponentActivity.viewModels(): Lazy<VM> = stub()
