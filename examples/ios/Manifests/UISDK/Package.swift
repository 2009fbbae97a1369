// swift-tools-version:5.6
// The manifest of a feature package of your app that shows the UI SDK's chat (iosSdk/dependencies shows it). The
// platform is the UI SDK's published Swift package minimum; raise it to what your own code needs.
import PackageDescription

let package = Package(
    name: "StadiumFeature",
    platforms: [.iOS(.v14)],
    products: [
        .library(name: "StadiumFeature", targets: ["StadiumFeature"]),
    ],
    dependencies: [
        .package(
            url: "https://github.com/sportradar/VirtualStadium-SDK-UI",
            exact: "<VS_UISDK_VERSION>"
        ),
    ],
    targets: [
        .target(
            name: "StadiumFeature",
            dependencies: [
                .product(name: "VirtualStadiumUISDK", package: "VirtualStadium-SDK-UI"),
            ]
        ),
    ]
)
