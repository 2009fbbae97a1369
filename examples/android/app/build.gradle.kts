// The example app's module. Values in <ANGLE_BRACKETS> come from your onboarding pack; the docs' tests check that
// it declares exactly the libraries the app's Kotlin files import, and the UI SDK, whose classes the example doesn't
// name.

// #region plugins
plugins {
    alias(libs.plugins.android.application)
    // No org.jetbrains.kotlin.android: the Android Gradle plugin 9 compiles Kotlin itself (built-in Kotlin).
    alias(libs.plugins.kotlin.compose)
}
// #endregion plugins

// #region android
android {
    namespace = "com.example.stadium"
    compileSdk = 37

    defaultConfig {
        applicationId = "com.example.stadium"
        // Your app's own choice: the SDKs' minimum is not published. designed: confirm at onboarding
        minSdk = 24
        targetSdk = 37
        versionCode = 1
        versionName = "1.0"
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    buildFeatures {
        compose = true
    }
}

kotlin {
    compilerOptions {
        // Fully qualified, so that this block compiles wherever it is pasted, without an import.
        jvmTarget = org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17
    }
}
// #endregion android

// #region ui-sdk
dependencies {
    // The UI SDK, pinned strictly in the catalog to the version from your onboarding pack.
    implementation(libs.vs.uisdk)
}
// #endregion ui-sdk

// #region libraries
dependencies {
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.material3)
    // setContent { } and by viewModels() in an activity
    implementation(libs.androidx.activity.compose)
    // collectAsStateWithLifecycle()
    implementation(libs.androidx.lifecycle.runtime.compose)
    // viewModel() and viewModelFactory { } in composables
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    // lifecycleScope and repeatOnLifecycle in fragments
    implementation(libs.androidx.lifecycle.runtime.ktx)
    // ProcessLifecycleOwner: token refresh only in the foreground
    implementation(libs.androidx.lifecycle.process)
    // Views only: AppCompatActivity
    implementation(libs.androidx.appcompat)
    // Views only: activityViewModels(), viewModels(), commit { } in fragments
    implementation(libs.androidx.fragment.ktx)
    // View.isVisible
    implementation(libs.androidx.core.ktx)
    // Dispatchers.Main for the app's scope
    implementation(libs.kotlinx.coroutines.android)
}
// #endregion libraries

// #region data-sdk
dependencies {
    // The Data SDK, pinned strictly in the catalog (vsDataSdk). The app imports its classes, so it declares it, with
    // or without the UI SDK; with it, at the version that UI SDK release depends on.
    implementation(libs.vs.datasdk)
    // Koin: the SDK's services are resolved through it (get()).
    implementation(libs.koin.android)
}
// #endregion data-sdk
