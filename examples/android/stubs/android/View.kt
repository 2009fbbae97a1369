// Test double, not the Android framework. See ../README.md.
package android.view

import stubs.stub

open class View {
    fun <T : View> findViewById(id: Int): T = stub()

    fun setOnClickListener(listener: (View) -> Unit): Unit = stub()
}

abstract class ViewGroup : View()

abstract class LayoutInflater
