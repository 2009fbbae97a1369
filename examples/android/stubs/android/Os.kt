// Test double, not the Android framework. See ../README.md.
package android.os

import stubs.stub

class Bundle {
    fun putString(key: String, value: String?): Unit = stub()

    fun getString(key: String): String? = stub()
}

object SystemClock {
    /** Milliseconds since boot, including deep sleep; the user cannot set it. */
    fun elapsedRealtime(): Long = stub()
}
