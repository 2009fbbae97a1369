import VirtualStadiumDataSDK

// App code: proves that the framework links and its types are visible.
enum DataSdkSmokeTest {
    static func describe(_ loginManager: LoginManager) -> String {
        String(describing: type(of: loginManager))
    }
}
