// Test double, not Jetpack Compose UI. See ../README.md.
package androidx.compose.ui

interface Modifier {
    companion object : Modifier
}

interface Alignment {
    interface Horizontal

    companion object {
        val Center: Alignment = object : Alignment {}
        val CenterHorizontally: Horizontal = object : Horizontal {}
    }
}
