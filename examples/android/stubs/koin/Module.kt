// Test double, not Koin. See ../README.md.
package org.koin.core.module

import kotlin.reflect.KClass
import org.koin.core.parameter.ParametersHolder
import org.koin.core.scope.Scope

class Module {
    @PublishedApi
    internal val definitions = mutableMapOf<KClass<*>, Scope.(ParametersHolder) -> Any>()

    inline fun <reified T : Any> single(noinline definition: Scope.(ParametersHolder) -> T) {
        definitions[T::class] = definition
    }
}
