// The example app's module. Values in <ANGLE_BRACKETS> come from your onboarding pack; the docs' tests check that
// every library the app's Kotlin files import is declared here, and that nothing here goes unused.
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.compose")
}

// #region ui-sdk
android {
    defaultConfig {
        // No public minimum exists: use the value from your onboarding pack.
        minSdk = <VS_ANDROID_MIN_SDK>
    }
    buildFeatures {
        compose = true
    }
}

dependencies {
    // <VS_UISDK_ARTIFACT> has the form group:artifact.
    // strictly: no other version may replace the pinned one.
    implementation("<VS_UISDK_ARTIFACT>") {
        version { strictly("<VS_UISDK_VERSION>") }
    }
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
    // The Data SDK, pinned to the version from onboarding: strictly fails
    // the build instead of letting another library upgrade it silently.
    implementation("<VS_DATASDK_ARTIFACT>") {
        version { strictly("<VS_DATASDK_VERSION>") }
    }
    // Koin: the SDK's services are resolved through it (get()).
    implementation(libs.koin.android)
}
// #endregion data-sdk
