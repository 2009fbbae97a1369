// Test double, not Jetpack Compose Foundation. See ../README.md.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import stubs.stub

object Arrangement {
    interface Vertical

    val Center: Vertical = object : Vertical {}

    fun spacedBy(space: Dp): Vertical = stub()
}

interface PaddingValues

interface ColumnScope

interface BoxScope

fun Modifier.padding(all: Dp): Modifier = stub()

fun Modifier.padding(paddingValues: PaddingValues): Modifier = stub()

fun Modifier.fillMaxSize(): Modifier = stub()

fun Modifier.fillMaxWidth(): Modifier = stub()

@Composable
fun Column(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Center,
    horizontalAlignment: Alignment.Horizontal = Alignment.CenterHorizontally,
    content: @Composable ColumnScope.() -> Unit,
): Unit = stub()

@Composable
fun Box(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.Center,
    content: @Composable BoxScope.() -> Unit,
): Unit = stub()
