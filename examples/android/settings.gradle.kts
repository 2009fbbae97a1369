// The example's settings: the Virtual Stadium repository beside Google's and Maven Central.
// #region repositories
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
        // Virtual Stadium artifacts. The URL is in your onboarding pack.
        maven {
            url = uri("<VS_MAVEN_REPOSITORY_URL>")
        }
    }
}
// #endregion repositories

rootProject.name = "stadium-example"
include(":app")
