import Foundation

/// App code: the clock the session times refreshes with. It counts on while the device sleeps, and the user cannot
/// set it, so a phone whose clock is hours off still refreshes on time. Tests pass a clock they move themselves.
struct MonotonicClock: Sendable {
    /// Seconds since an arbitrary point (the last boot, for the system clock).
    let now: @Sendable () -> TimeInterval

    /// `CLOCK_MONOTONIC_RAW` counts sleep on Apple platforms; `ProcessInfo.systemUptime` does not, and `Date()`
    /// follows the device's clock setting.
    static let system = MonotonicClock {
        TimeInterval(clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)) / 1_000_000_000
    }
}
