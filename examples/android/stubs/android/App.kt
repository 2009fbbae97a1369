// Test double, not the Android framework. See ../README.md.
package android.app

open class Application {
    open fun onCreate() {}
}
