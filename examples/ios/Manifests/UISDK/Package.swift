// swift-tools-version:5.7
// The manifest of a feature package of your app that shows the UI SDK's chat (iosSdk/dependencies shows it). Its
// platform, iOS 15, and tools version, 5.7, are what the samples on these pages need (Swift concurrency with
// URLSession's data(for:), and the `if let name` shorthand); the UI SDK's Swift package itself supports iOS 14.
// The samples also import the Data SDK's names (VirtualStadiumDataSDK), so the package declares the Data SDK too, at
// exactly the version this UI SDK release depends on: the version the UI SDK's own Package.swift pins.
import PackageDescription

let package = Package(
    name: "StadiumFeature",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "StadiumFeature", targets: ["StadiumFeature"]),
    ],
    dependencies: [
        .package(
            url: "https://github.com/sportradar/VirtualStadium-SDK-UI",
            exact: "<VS_UISDK_VERSION>"
        ),
        .package(
            url: "https://github.com/sportradar/VirtualStadium-SDK-Core",
            exact: "<VS_DATASDK_VERSION>"
        ),
    ],
    targets: [
        .target(
            name: "StadiumFeature",
            dependencies: [
                .product(name: "VirtualStadiumUISDK", package: "VirtualStadium-SDK-UI"),
                .product(name: "VirtualStadiumDataSDK", package: "VirtualStadium-SDK-Core"),
            ]
        ),
    ]
)
