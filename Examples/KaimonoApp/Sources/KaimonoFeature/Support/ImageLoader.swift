import Foundation

/// Fetches the bytes of an image. The app uses ``URLSessionImageTransport``; tests use a fake.
public protocol ImageTransport: Sendable {
    func data(from url: URL) async throws -> Data
}

/// Loads product images by URL, as AkkeyLab's URL images do, with what a grid of hundreds of
/// cells needs: a memory cache, a disk cache that outlives the process, one request per URL
/// however many cells ask at once, and cancellation when a cell scrolls away (the request itself
/// is cancelled only when nobody waits for it any more).
public actor ImageLoader {
    private let transport: any ImageTransport
    private var memory: MemoryCache
    private let disk: DiskCache?
    private var inFlight: [URL: Request] = [:]

    private struct Request {
        var task: Task<Void, Never>?
        var waiters: [UUID: CheckedContinuation<Data, any Error>] = [:]
    }

    /// - Parameters:
    ///   - memoryLimit: bytes kept in memory, least recently used evicted first.
    ///   - diskFolder: where fetched images are kept between launches; nil for memory only.
    public init(transport: any ImageTransport, memoryLimit: Int = 32 << 20, diskFolder: URL? = nil) {
        self.transport = transport
        self.memory = MemoryCache(limit: memoryLimit)
        self.disk = diskFolder.map(DiskCache.init(folder:))
    }

    /// The image's bytes: from memory, from disk, or from the transport (shared with any other
    /// caller asking for the same URL meanwhile). Throws `CancellationError` when the calling
    /// task is cancelled, and the transport's error when the fetch fails (failures are not cached).
    public func data(for url: URL) async throws -> Data {
        if let data = memory.value(for: url) { return data }
        if let data = disk?.read(url) {
            memory.insert(data, for: url)
            return data
        }
        let waiter = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                wait(waiter, for: url, continuation)
            }
        } onCancel: {
            Task { await self.cancel(waiter, for: url) }
        }
    }

    /// Number of fetches currently running (for tests and diagnostics).
    public var runningRequests: Int { inFlight.values.filter { $0.task != nil }.count }

    private func wait(_ waiter: UUID, for url: URL, _ continuation: CheckedContinuation<Data, any Error>) {
        if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        var request = inFlight[url] ?? Request()
        request.waiters[waiter] = continuation
        if request.task == nil {
            let transport = self.transport
            request.task = Task {
                let result: Result<Data, any Error>
                do { result = .success(try await transport.data(from: url)) } catch { result = .failure(error) }
                self.finish(url, result)
            }
        }
        inFlight[url] = request
    }

    private func finish(_ url: URL, _ result: Result<Data, any Error>) {
        guard let request = inFlight.removeValue(forKey: url) else { return }
        if case let .success(data) = result {
            memory.insert(data, for: url)
            disk?.write(data, for: url)
        }
        for continuation in request.waiters.values { continuation.resume(with: result) }
    }

    private func cancel(_ waiter: UUID, for url: URL) {
        guard var request = inFlight[url], let continuation = request.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        if request.waiters.isEmpty {
            request.task?.cancel()
            inFlight[url] = nil
        } else {
            inFlight[url] = request
        }
    }
}

/// Least-recently-used byte-limited cache.
struct MemoryCache {
    let limit: Int
    private var entries: [URL: Data] = [:]
    private var order: [URL] = []
    private(set) var bytes = 0

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    mutating func value(for url: URL) -> Data? {
        guard let data = entries[url] else { return nil }
        touch(url)
        return data
    }

    mutating func insert(_ data: Data, for url: URL) {
        guard data.count <= limit else { return }
        if let old = entries.updateValue(data, forKey: url) { bytes -= old.count }
        bytes += data.count
        touch(url)
        while bytes > limit, let oldest = order.first {
            order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.count ?? 0
        }
    }

    private mutating func touch(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}

/// One file per URL, named by a stable hash of the URL (the same name on every launch and platform).
struct DiskCache: Sendable {
    let folder: URL

    func file(for url: URL) -> URL {
        // FNV-1a, 64-bit: stable across launches, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return folder.appendingPathComponent(String(hash, radix: 16) + ".img")
    }

    func read(_ url: URL) -> Data? {
        try? Data(contentsOf: file(for: url))
    }

    func write(_ data: Data, for url: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file(for: url), options: .atomic)
    }
}
