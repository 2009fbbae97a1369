// Test double, not Material 3 for Compose. See ../README.md.
package androidx.compose.material3

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import stubs.stub

@RequiresOptIn
annotation class ExperimentalMaterial3Api

class TextStyle

class Color

class Typography(val headlineSmall: TextStyle, val bodyMedium: TextStyle)

class ColorScheme(val error: Color)

object MaterialTheme {
    val typography: Typography @Composable get() = stub()
    val colorScheme: ColorScheme @Composable get() = stub()
}

@Composable
fun MaterialTheme(content: @Composable () -> Unit): Unit = stub()

@Composable
fun Text(text: String, modifier: Modifier = Modifier, color: Color? = null, style: TextStyle? = null): Unit = stub()

@Composable
fun Button(onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, content: @Composable () -> Unit): Unit =
    stub()

@Composable
fun OutlinedButton(onClick: () -> Unit, modifier: Modifier = Modifier, content: @Composable () -> Unit): Unit = stub()

@Composable
fun CircularProgressIndicator(modifier: Modifier = Modifier): Unit = stub()

@Composable
fun OutlinedTextField(
    value: String,
    onValueChange: (String) -> Unit,
    supportingText: (@Composable () -> Unit)? = null,
): Unit = stub()

@Composable
fun AssistChip(onClick: () -> Unit, label: @Composable () -> Unit): Unit = stub()

@Composable
fun Card(modifier: Modifier = Modifier, content: @Composable () -> Unit): Unit = stub()

@Composable
fun ListItem(headlineContent: @Composable () -> Unit, trailingContent: (@Composable () -> Unit)? = null): Unit = stub()

@ExperimentalMaterial3Api
@Composable
fun CenterAlignedTopAppBar(title: @Composable () -> Unit): Unit = stub()

@Composable
fun Scaffold(topBar: @Composable () -> Unit = {}, content: @Composable (PaddingValues) -> Unit): Unit = stub()
