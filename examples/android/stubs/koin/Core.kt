// Test double, not Koin: a registry of singletons with Koin's names, enough for the example and its tests.
package org.koin.core

import kotlin.reflect.KClass
import org.koin.core.module.Module
import org.koin.core.parameter.ParametersHolder
import org.koin.core.scope.Scope

class Koin {
    private val definitions = mutableMapOf<KClass<*>, Scope.(ParametersHolder) -> Any>()
    private val instances = mutableMapOf<KClass<*>, Any>()
    internal val rootScope = Scope(this)

    fun loadModules(modules: List<Module>) {
        modules.forEach { module -> definitions.putAll(module.definitions) }
    }

    fun <T : Any> get(clazz: KClass<T>): T {
        val instance = instances.getOrPut(clazz) {
            val definition = definitions[clazz] ?: error("NoDefinitionFoundException: no definition for ${clazz.simpleName}")
            rootScope.definition(ParametersHolder())
        }
        @Suppress("UNCHECKED_CAST")
        return instance as T
    }
}

class KoinApplication internal constructor(val koin: Koin) {
    fun modules(vararg modules: Module): KoinApplication {
        koin.loadModules(modules.toList())
        return this
    }
}
