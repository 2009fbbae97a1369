// The example's root build file: it puts the plugins on the build's classpath, at the catalog's versions, without
// applying them; app/build.gradle.kts applies them.
// #region root
buildscript {
    repositories {
        mavenCentral()
    }
    dependencies {
        // The Android Gradle plugin compiles Kotlin itself (built-in Kotlin) with the Kotlin Gradle plugin it brings,
        // an older one. This raises it to the catalog's Kotlin, the version the Compose compiler plugin must match.
        classpath(libs.kotlin.gradle.plugin)
    }
}

plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.compose) apply false
}
// #endregion root
