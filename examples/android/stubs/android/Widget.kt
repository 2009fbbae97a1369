// Test double, not the Android framework. See ../README.md.
package android.widget

import android.view.View

open class TextView : View() {
    var text: CharSequence = ""
}

open class Button : TextView()

open class ProgressBar : View()
