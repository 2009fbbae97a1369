// Test double, not Koin. See ../README.md.
package org.koin.core.scope

import org.koin.core.Koin

class Scope internal constructor(@PublishedApi internal val koin: Koin) {
    inline fun <reified T : Any> get(): T = koin.get(T::class)
}
