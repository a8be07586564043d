// A minimal program showing that ThreadSanitizer reports a data race on the value of a
// contended Synchronization.Mutex that has none: scripts/dev/tsan-mutex-check.sh builds it with
// -sanitize=thread and runs each variant.
//
//   mutex            four threads add to a global Mutex<Int> under withLock, 100 000 times
//                    each; the total comes out exact (the lock excludes), yet TSan reports
//                    a race on the Mutex's value.
//   mutex-annotated  the same, telling TSan of the lock's acquire and release by hand
//                    (__tsan_acquire after taking it, __tsan_release before leaving it):
//                    no report. The only thing TSan was missing is that edge.
//   pthread          the same with a pthread mutex, which TSan intercepts: no report.
//
// Why: Mutex.withLock's fast path (an atomic compare-exchange, inlined into the caller) is
// instrumented, but under contention it calls _lockSlow and _unlockSlow, which wait and wake
// on a futex inside libswiftSynchronization.so. That library is not built with TSan, so the
// hand-over between threads there is invisible to it.
import Dispatch
import Glibc
import Synchronization

@_silgen_name("__tsan_acquire") func tsanAcquire(_ address: UnsafeRawPointer)
@_silgen_name("__tsan_release") func tsanRelease(_ address: UnsafeRawPointer)

let threads = 4
let additions = 100_000
let counter = Mutex<Int>(0)

final class PthreadCounter: @unchecked Sendable {
  var mutex = pthread_mutex_t()
  var value = 0
  init() { pthread_mutex_init(&mutex, nil) }
}
let plain = PthreadCounter()

let variant = CommandLine.arguments.dropFirst().first ?? "mutex"
DispatchQueue.concurrentPerform(iterations: threads) { _ in
  for _ in 0..<additions {
    switch variant {
    case "mutex":
      counter.withLock { $0 += 1 }
    case "mutex-annotated":
      counter.withLock { value in
        withUnsafePointer(to: counter) { tsanAcquire($0) }
        value += 1
        withUnsafePointer(to: counter) { tsanRelease($0) }
      }
    default:
      pthread_mutex_lock(&plain.mutex)
      plain.value += 1
      pthread_mutex_unlock(&plain.mutex)
    }
  }
}
let total = variant == "pthread" ? plain.value : counter.withLock { $0 }
print("\(variant): \(total) of \(threads * additions)")
exit(total == threads * additions ? 0 : 1)
