// The example's settings: where Gradle finds the build's plugins and its libraries, and the one module, :app.
// #region plugin-repositories
pluginManagement {
    // The Android Gradle plugin and the Kotlin plugins. Their versions are in gradle/libs.versions.toml.
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}
// #endregion plugin-repositories

// #region repositories
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
        // Virtual Stadium artifacts: a Maven repository whose URL is in your onboarding pack.
        maven { // designed: confirm at onboarding
            url = uri("<VS_MAVEN_REPOSITORY_URL>")
            // #region credentials
            // Credentials, only if your pack has them: vsMavenUser and vsMavenPassword in ~/.gradle/gradle.properties,
            // or VS_MAVEN_USER and VS_MAVEN_PASSWORD in the CI environment. orNull, not get(): where they are not
            // set, the build still configures and Gradle asks the repository without credentials.
            val vsUser = providers.gradleProperty("vsMavenUser")
                .orElse(providers.environmentVariable("VS_MAVEN_USER")).orNull
            val vsPassword = providers.gradleProperty("vsMavenPassword")
                .orElse(providers.environmentVariable("VS_MAVEN_PASSWORD")).orNull
            if (vsUser != null && vsPassword != null) {
                credentials {
                    username = vsUser
                    password = vsPassword
                }
            }
            // #endregion credentials
        }
    }
}
// #endregion repositories

rootProject.name = "stadium-example"
include(":app")
