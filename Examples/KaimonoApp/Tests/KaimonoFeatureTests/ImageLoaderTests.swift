import Foundation
import Testing
@testable import KaimonoFeature

/// A transport whose responses the test releases by hand, counting requests per URL.
actor GatedTransport: ImageTransport {
    private(set) var requests: [URL] = []
    private(set) var cancelled: [URL] = []
    private var gates: [URL: [CheckedContinuation<Void, Never>]] = [:]
    var failing: Set<URL> = []

    func data(from url: URL) async throws -> Data {
        requests.append(url)
        await withCheckedContinuation { gates[url, default: []].append($0) }
        if Task.isCancelled {
            cancelled.append(url)
            throw CancellationError()
        }
        if failing.contains(url) { throw FakeError() }
        return Data(url.lastPathComponent.utf8)
    }

    func release(_ url: URL) {
        for gate in gates.removeValue(forKey: url) ?? [] { gate.resume() }
    }

    func setFailing(_ url: URL, _ failing: Bool) {
        if failing { self.failing.insert(url) } else { self.failing.remove(url) }
    }

    func count(_ url: URL) -> Int { requests.filter { $0 == url }.count }
}

/// Waits until `condition` holds, yielding to other tasks (bounded, so a bug fails instead of hanging).
func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return false
}

@Suite struct ImageLoaderTests {
    let a = URL(string: "https://example.test/a.jpg")!
    let b = URL(string: "https://example.test/b.jpg")!

    @Test func concurrentRequestsForOneURLShareOneFetch() async throws {
        let transport = GatedTransport()
        let loader = ImageLoader(transport: transport)
        async let first = loader.data(for: a)
        async let second = loader.data(for: a)
        #expect(await eventually { await transport.count(a) == 1 })
        #expect(await loader.runningRequests == 1)
        await transport.release(a)
        let (x, y) = try await (first, second)
        #expect(x == Data("a.jpg".utf8))
        #expect(x == y)
        #expect(await transport.count(a) == 1)
    }

    @Test func memoryAndDiskCachesAnswerWithoutTheTransport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = GatedTransport()
        let loader = ImageLoader(transport: transport, diskFolder: folder)
        async let load = loader.data(for: a)
        #expect(await eventually { await transport.count(a) == 1 })
        await transport.release(a)
        _ = try await load
        _ = try await loader.data(for: a)
        #expect(await transport.count(a) == 1, "second load came from memory")

        let relaunched = ImageLoader(transport: transport, diskFolder: folder)
        #expect(try await relaunched.data(for: a) == Data("a.jpg".utf8))
        #expect(await transport.count(a) == 1, "a new loader found it on disk")
    }

    @Test func failedLoadsAreReportedAndNotCached() async throws {
        let transport = GatedTransport()
        await transport.setFailing(a, true)
        let loader = ImageLoader(transport: transport)
        let failing = Task { try await loader.data(for: a) }
        #expect(await eventually { await transport.count(a) == 1 })
        await transport.release(a)
        await #expect(throws: FakeError.self) { try await failing.value }

        await transport.setFailing(a, false)
        let retry = Task { try await loader.data(for: a) }
        #expect(await eventually { await transport.count(a) == 2 })
        await transport.release(a)
        #expect(try await retry.value == Data("a.jpg".utf8))
    }

    @Test func cancellingTheOnlyWaiterCancelsTheFetch() async throws {
        let transport = GatedTransport()
        let loader = ImageLoader(transport: transport)
        let task = Task { try await loader.data(for: a) }
        #expect(await eventually { await transport.count(a) == 1 })
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await eventually { await loader.runningRequests == 0 })
        await transport.release(a)
        #expect(await eventually { await transport.cancelled == [a] })
    }

    @Test func cancellingOneOfTwoWaitersKeepsTheFetchForTheOther() async throws {
        let transport = GatedTransport()
        let loader = ImageLoader(transport: transport)
        let leaving = Task { try await loader.data(for: b) }
        let staying = Task { try await loader.data(for: b) }
        #expect(await eventually { await transport.count(b) == 1 })
        // Both must be waiting before one leaves.
        try await Task.sleep(nanoseconds: 20_000_000)
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        #expect(await loader.runningRequests == 1)
        await transport.release(b)
        #expect(try await staying.value == Data("b.jpg".utf8))
        #expect(await transport.cancelled.isEmpty)
    }

    @Test func memoryCacheEvictsLeastRecentlyUsed() {
        var cache = MemoryCache(limit: 10)
        cache.insert(Data(count: 4), for: a)
        cache.insert(Data(count: 4), for: b)
        _ = cache.value(for: a)                     // a is now the most recent
        let c = URL(string: "https://example.test/c.jpg")!
        cache.insert(Data(count: 4), for: c)        // 12 > 10: evicts b
        #expect(cache.value(for: b) == nil)
        #expect(cache.value(for: a) != nil)
        #expect(cache.value(for: c) != nil)
        #expect(cache.bytes == 8)
        cache.insert(Data(count: 11), for: b)       // larger than the whole cache: not kept
        #expect(cache.value(for: b) == nil)
    }

    @Test func diskFileNamesAreStable() {
        let disk = DiskCache(folder: URL(fileURLWithPath: "/tmp/x"))
        #expect(disk.file(for: a) == disk.file(for: a))
        #expect(disk.file(for: a) != disk.file(for: b))
        // FNV-1a 64 of the URL string, fixed so a cache written by one launch is found by the next.
        #expect(disk.file(for: URL(string: "a")!).lastPathComponent == "af63dc4c8601ec8c.img")
    }
}
