// swift-tools-version:5.7
// The manifest of a feature package of your app that uses the Data SDK (sdk/dependencies shows it). Its platform,
// iOS 15, and tools version, 5.7, are what the samples on these pages need (Swift concurrency with URLSession's
// data(for:), and the `if let name` shorthand); the Data SDK itself supports iOS 12.
import PackageDescription

let package = Package(
    name: "MatchFeatures",
    platforms: [.iOS(.v15)],
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
