// Test double, not AndroidX Fragment (fragment-ktx). See ../README.md.
package androidx.fragment.app

import android.content.Context
import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.activity.ComponentActivity
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.ViewModel
import stubs.stub

open class FragmentActivity(contentLayoutId: Int) : ComponentActivity(contentLayoutId) {
    val supportFragmentManager: FragmentManager get() = stub()
}

open class Fragment() : LifecycleOwner {
    constructor(contentLayoutId: Int) : this()

    override val lifecycle: Lifecycle get() = stub()
    val viewLifecycleOwner: LifecycleOwner get() = stub()
    val childFragmentManager: FragmentManager get() = stub()
    var arguments: Bundle? = null

    fun requireActivity(): FragmentActivity = stub()

    fun requireContext(): Context = stub()

    fun requireArguments(): Bundle = stub()

    fun getString(resId: Int, vararg formatArgs: Any): String = stub()

    open fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View? = null

    open fun onViewCreated(view: View, savedInstanceState: Bundle?) {}
}

abstract class FragmentManager {
    abstract fun findFragmentById(id: Int): Fragment?
}

abstract class FragmentTransaction {
    abstract fun replace(containerViewId: Int, fragment: Fragment): FragmentTransaction

    abstract fun remove(fragment: Fragment): FragmentTransaction
}

inline fun FragmentManager.commit(body: FragmentTransaction.() -> Unit): Unit = stub()

inline fun <reified VM : ViewModel> Fragment.viewModels(): Lazy<VM> = stub()

inline fun <reified VM : ViewModel> Fragment.activityViewModels(): Lazy<VM> = stub()
