// Test double, not the Android framework. See ../README.md.
package android.os

import stubs.stub

class Bundle {
    fun putString(key: String, value: String?): Unit = stub()

    fun getString(key: String): String? = stub()
}
