// Test double, not the Android framework. See ../README.md.
package android.content

abstract class Context
