// Test double, not AndroidX Activity (activity-compose). See ../README.md.
package androidx.activity.compose

import androidx.activity.ComponentActivity
import androidx.compose.runtime.Composable
import stubs.stub

fun ComponentActivity.setContent(content: @Composable () -> Unit): Unit = stub()
