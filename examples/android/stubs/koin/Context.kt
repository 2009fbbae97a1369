// Test double, not Koin. See ../README.md.
package org.koin.core.context

import org.koin.core.Koin
import org.koin.core.KoinApplication
import org.koin.core.module.Module

object GlobalContext {
    private var koin: Koin? = null

    fun get(): Koin = koin ?: error("IllegalStateException: KoinApplication has not been started")

    internal fun start(): Koin {
        check(koin == null) { "KoinAppAlreadyStartedException" }
        return Koin().also { koin = it }
    }

    internal fun stop() {
        koin = null
    }
}

fun startKoin(appDeclaration: KoinApplication.() -> Unit): KoinApplication =
    KoinApplication(GlobalContext.start()).apply(appDeclaration)

fun stopKoin() = GlobalContext.stop()

fun loadKoinModules(module: Module) = GlobalContext.get().loadModules(listOf(module))
