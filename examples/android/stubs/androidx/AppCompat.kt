// Test double, not AndroidX AppCompat. See ../README.md.
package androidx.appcompat.app

import androidx.fragment.app.FragmentActivity

open class AppCompatActivity(contentLayoutId: Int) : FragmentActivity(contentLayoutId)
