// Test double, not Jetpack Compose UI (ComposeView). See ../README.md.
package androidx.compose.ui.platform

import android.content.Context
import android.view.View
import androidx.compose.runtime.Composable
import stubs.stub

interface ViewCompositionStrategy {
    object DisposeOnViewTreeLifecycleDestroyed : ViewCompositionStrategy
}

class ComposeView(context: Context) : View() {
    fun setViewCompositionStrategy(strategy: ViewCompositionStrategy): Unit = stub()

    fun setContent(content: @Composable () -> Unit): Unit = stub()
}
