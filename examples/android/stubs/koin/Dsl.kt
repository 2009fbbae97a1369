// Test double, not Koin. See ../README.md.
package org.koin.dsl

import org.koin.core.module.Module

fun module(moduleDeclaration: Module.() -> Unit): Module = Module().apply(moduleDeclaration)
