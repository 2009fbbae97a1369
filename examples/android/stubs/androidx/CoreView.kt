// Test double, not AndroidX Core (core-ktx). See ../README.md.
package androidx.core.view

import android.view.View
import stubs.stub

var View.isVisible: Boolean
    get() = stub()
    set(value) = stub()
