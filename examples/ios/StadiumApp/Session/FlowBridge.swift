import Foundation
import VirtualStadiumDataSDK

/// App code, not part of the SDK: collects one Data SDK flow and hands each value to the main actor.
///
/// Swift cannot cancel the Kotlin side of a collection: it ends only when `emit` answers with an error, that is
/// at the flow's next value after the bridge stopped. So the bridge stops delivering at once (after `cancel()`, or
/// as soon as its owner is gone), drops its closure, and is left as a small object until that next value.
/// Create bridges only in objects that live as long as the app (SessionKeeper, ChatSettingsModel,
/// OpenChannelsModel); screens observe those objects with Combine, which stops at once.
final class FlowBridge<Value>: Kotlinx_coroutines_coreFlowCollector {
    private weak var owner: AnyObject?
    private var onValue: (@MainActor (Value) -> Void)?
    private let lock = NSLock()

    /// Starts collecting `flow` at once, for as long as `owner` exists and `cancel()` has not been called.
    /// Create bridges on the main thread.
    init(_ flow: Kotlinx_coroutines_coreFlow, owner: AnyObject, onValue: @escaping @MainActor (Value) -> Void) {
        self.owner = owner
        self.onValue = onValue
        flow.collect(collector: self) { _ in
            // The collection ended: after the bridge stopped, or because the flow failed.
        }
    }

    /// Stops delivering values at once. Safe from any thread.
    func cancel() {
        lock.lock()
        onValue = nil
        lock.unlock()
    }

    /// The closure to call, or nil once the bridge has stopped.
    private var handler: (@MainActor (Value) -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        if owner == nil {
            onValue = nil
        }
        return onValue
    }

    // FlowCollector: Kotlin calls this for every value, on a thread of its choosing.
    func emit(value: Any?, completionHandler: @escaping (Error?) -> Void) {
        guard handler != nil else {
            // An error here ends the Kotlin collection, and with it the last reference to this bridge.
            completionHandler(CancellationError())
            return
        }
        Task { @MainActor in
            // Read again: the bridge may have stopped while this value was on its way.
            if let onValue = self.handler, let value = value as? Value {
                onValue(value)
            }
            // Completing only now makes the flow wait, so values arrive in order.
            completionHandler(nil)
        }
    }
}
