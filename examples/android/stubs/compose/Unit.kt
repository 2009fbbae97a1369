// Test double, not Jetpack Compose UI. See ../README.md.
package androidx.compose.ui.unit

@JvmInline
value class Dp(val value: Float)

val Int.dp: Dp get() = Dp(toFloat())
