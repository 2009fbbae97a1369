// Test double, not Koin. See ../README.md.
package org.koin.core.component

import org.koin.core.Koin
import org.koin.core.context.GlobalContext

interface KoinComponent {
    fun getKoin(): Koin = GlobalContext.get()
}

inline fun <reified T : Any> KoinComponent.get(): T = getKoin().get(T::class)
