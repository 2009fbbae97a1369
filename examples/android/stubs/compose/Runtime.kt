// Test double, not Jetpack Compose: without the Compose compiler plugin, @Composable is a plain annotation.
// See ../README.md.
package androidx.compose.runtime

import kotlin.reflect.KProperty

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

interface State<out T> {
    val value: T
}

operator fun <T> State<T>.getValue(thisObj: Any?, property: KProperty<*>): T = value
