import Dispatch
import Foundation
import Synchronization

/// Runs a frame's independent jobs — tiles to paint, bands to composite — on up to
/// ``threads`` threads at once, the calling thread among them.
///
/// The jobs must touch disjoint memory: each writes its own tile or band, and reads what
/// no job writes. Which thread runs which job changes nothing in what they produce.
package final class WorkerPool {
  /// The most threads that run jobs at once.
  package let threads: Int

  /// A pool of `threads` threads (at least one).
  package init(threads: Int) {
    self.threads = Swift.max(1, threads)
  }

  /// The cores this machine has, as the default number of threads.
  package static var processorCount: Int { Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Calls `body(job, worker)` for every `job` in `0..<count`, each exactly once, on up to
  /// ``threads`` threads; `worker` (in `0..<threads`) names the thread, for memory that
  /// one thread at a time may use. Returns when all are done, with the first error thrown.
  package func run(_ count: Int, _ body: (_ job: Int, _ worker: Int) throws(RenderingError) -> Void)
    throws(RenderingError)
  {
    let workers = Swift.min(threads, count)
    guard workers > 1 else {
      for job in 0..<count { try body(job, 0) }
      return
    }
    let next = Atomic<Int>(0)
    let failure = Mutex<RenderingError?>(nil)
    withoutActuallyEscaping(body) { body in
      let jobs = Jobs(body: body)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        while true {
          let job = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard job < count, failure.withLock({ $0 == nil }) else { return }
          do throws(RenderingError) {
            try jobs.body(job, worker)
          } catch {
            failure.withLock { if $0 == nil { $0 = error } }
          }
        }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
  }

  /// The jobs, handed to the pool's threads. They keep to disjoint memory, as the pool's
  /// documentation asks, which the compiler cannot see.
  private struct Jobs: @unchecked Sendable {
    let body: (_ job: Int, _ worker: Int) throws(RenderingError) -> Void
  }
}
