// Test double, not Koin. See ../README.md.
package org.koin.core.parameter

class ParametersHolder
