// A test double for name checking, not the SDK.
//
// This file declares the part of the Virtual Stadium Data SDK's Swift surface that the pages and
// examples/ios/StadiumApp use, as Swift sees the Kotlin Multiplatform framework `VirtualStadiumDataSDK`.
// scripts/check/check-ios-example.ts reads it to prove that the example uses no SDK name that is not here.
// Nothing here is compiled into an app, and the bodies do nothing. The real interface is the one Xcode
// shows for the framework you install; where the two differ, the framework wins.
// Names the docs team designed (not in the public material) carry `// designed: confirm at onboarding`.
// Every LoginManager and ChatManager call is a Kotlin `suspend fun` (examples/android/stubs/datasdk/Services.kt),
// which Kotlin/Native exports to Swift as `async throws`; scripts/check/check-ios-lifecycle.ts keeps the two stubs alike.

import Foundation

// MARK: - Kotlin/Native runtime and coroutines types the framework exports

/// A Kotlin flow, as Kotlin/Native exports the coroutines interface.
// designed: confirm at onboarding (the prefixed spelling depends on the SDK's Kotlin build)
public protocol Kotlinx_coroutines_coreFlow {
    func collect(collector: Kotlinx_coroutines_coreFlowCollector, completionHandler: @escaping (Error?) -> Void)
}

/// What collects a Kotlin flow's values.
// designed: confirm at onboarding (the prefixed spelling depends on the SDK's Kotlin build)
public protocol Kotlinx_coroutines_coreFlowCollector: AnyObject {
    func emit(value: Any?, completionHandler: @escaping (Error?) -> Void)
}

// MARK: - Login

/// The status inside each `loginState` value. Only two values are published (LOGGED_OUT and LOADING);
/// further values exist, so every switch needs a default branch.
public enum LoginStatus {
    case loggedOut
    case loading
    /// Stands for the unpublished values; not a real case name.
    case unpublished
}

/// The type of `loginState`'s values, whose `loginStatus` the app reads.
// designed: confirm at onboarding (these pages call it LoginState)
public final class LoginState {
    public let loginStatus: LoginStatus = .loggedOut
}

public final class LoginManager {
    /// A flow of LoginState.
    public let loginState: Kotlinx_coroutines_coreFlow = StubFlow()
    // designed: confirm at onboarding (suspend in Kotlin, async throws in Swift)
    public func login(jwtToken: String) async throws {}
    // designed: confirm at onboarding (suspend in Kotlin, async throws in Swift)
    public func logOut() async throws {}
}

// MARK: - Channels

/// One betting insight. Its fields are in the SDK reference from onboarding.
public final class OutcomePayloadRequest {}

/// An open chat channel. Its members are in the SDK reference from onboarding.
public final class ChatChannel {}

public final class ChannelConfig {
    // designed: confirm at onboarding (the order of the four parameters in the Swift initializer)
    public init(
        channelId: String,
        getChannelStats: Bool,
        onNewInsights: (([OutcomePayloadRequest]) -> Void)?,
        onNewInsightsSuspended: Any?
    ) {}
}

public final class ChatManager {
    /// A flow of the list of ChatChannel the manager holds.
    public let channels: Kotlinx_coroutines_coreFlow = StubFlow()
    // designed: confirm at onboarding (suspend in Kotlin, async throws in Swift)
    public func getOrAddChannel(channelConfig: ChannelConfig) async throws -> ChatChannel { ChatChannel() }
    // designed: confirm at onboarding (suspend in Kotlin, async throws in Swift)
    public func removeChannel(channelId: String) async throws {}
    // designed: confirm at onboarding (suspend in Kotlin, async throws in Swift)
    public func removeAllChannels() async throws {}
}

// MARK: - Chat settings

public final class ReactionType {}
public final class AllowedChatRange {}
public final class FlashBetTimers {}
public final class ClientSettings {}

public final class ChatSettings {
    public let messageLength: Int64 = 0
    public let supportedReactions: [ReactionType] = []
    public let allowedCharRanges: [AllowedChatRange] = []
    public let flashBetTimers: FlashBetTimers? = nil
    public let clientSettings: ClientSettings? = nil
    public let betStopTimeoutSeconds: Int32 = 0
}

public final class SettingsProvider {
    /// A flow of ChatSettings.
    public let settings: Kotlinx_coroutines_coreFlow = StubFlow()
}

// MARK: - Stub plumbing (not SDK names)

final class StubFlow: Kotlinx_coroutines_coreFlow {
    func collect(collector: Kotlinx_coroutines_coreFlowCollector, completionHandler: @escaping (Error?) -> Void) {}
}
