import Foundation

/// App code: waits for `operation` at most `seconds`, and no longer than the calling task runs. At the deadline, or
/// when the caller is cancelled, the operation is cancelled and the wait ends at once with an error, even if the
/// operation ignores cancellation: its late result is dropped. So a hung request cannot hold up a sign-out.
@MainActor
func withDeadline<T>(
    _ seconds: TimeInterval,
    sleep: @escaping (TimeInterval) async throws -> Void,
    operation: @escaping () async throws -> T
) async throws -> T {
    let outcome = FirstOutcome<T>()
    let work = Task { @MainActor in
        do {
            outcome.finish(.success(try await operation()))
        } catch {
            outcome.finish(.failure(error))
        }
    }
    let deadline = Task { @MainActor in
        do {
            try await sleep(seconds)
        } catch {
            return // the operation finished first
        }
        work.cancel()
        outcome.finish(.failure(URLError(.timedOut)))
    }
    defer { deadline.cancel() }
    return try await withTaskCancellationHandler {
        try await outcome.value()
    } onCancel: {
        work.cancel()
        Task { @MainActor in
            outcome.finish(.failure(CancellationError()))
        }
    }
}

/// The first of the operation's result, the deadline and a cancellation; later ones are ignored.
@MainActor
private final class FirstOutcome<T> {
    private var result: Result<T, Error>?
    private var waiting: CheckedContinuation<T, Error>?

    func finish(_ result: Result<T, Error>) {
        guard self.result == nil else { return }
        self.result = result
        waiting?.resume(with: result)
        waiting = nil
    }

    func value() async throws -> T {
        if let result {
            return try result.get()
        }
        return try await withCheckedThrowingContinuation { continuation in
            waiting = continuation
        }
    }
}
