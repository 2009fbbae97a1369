// swift-tools-version:5.6
// The manifest of a feature package of your app that uses the Data SDK (sdk/dependencies shows it). The platform is
// the Data SDK's published minimum; raise it to what your own code needs.
import PackageDescription

let package = Package(
    name: "MatchFeatures",
    platforms: [.iOS(.v12)],
    products: [
        .library(name: "MatchFeatures", targets: ["MatchFeatures"]),
    ],
    dependencies: [
        .package(
            url: "https://github.com/sportradar/VirtualStadium-SDK-Core",
            exact: "<VS_DATASDK_VERSION>"
        ),
    ],
    targets: [
        .target(
            name: "MatchFeatures",
            dependencies: [
                .product(name: "VirtualStadiumDataSDK", package: "VirtualStadium-SDK-Core"),
            ]
        ),
    ]
)
