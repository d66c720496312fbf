import Foundation

/// Modules a test compiles only to import them (the Apple stand-ins), built once per test process.
/// Many tests type-check against the same stand-in sources; compiling them again per test cost two
/// or three `swiftc -emit-module` runs each and proved nothing new. The first test builds them into
/// a private folder; every test then gets its own copy of the built files in the folder it asked
/// for, so tests stay independent of each other's folders.
public final class CompiledModules: @unchecked Sendable {
    public static let shared = CompiledModules()
    private let lock = NSLock()
    private var built: [String: String] = [:]

    /// Puts the modules described by `key` into `folder`. `key` must name everything the build
    /// depends on (module names, their full sources, the compiler), so two different stand-in sets
    /// never share a build. `build` compiles into the folder it is given and returns whether it
    /// succeeded (reporting its own failure); a failed build is not remembered, so the next test
    /// builds, and reports, again.
    public func provide(_ key: String, into folder: String, build: (String) throws -> Bool) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A failed build has reported itself; the caller's folder stays without the modules.
        guard let source = try builtFolder(for: key, build: build) else { return }
        for item in try fm.contentsOfDirectory(atPath: source) {
            let target = folder + "/" + item
            if fm.fileExists(atPath: target) { try fm.removeItem(atPath: target) }
            try fm.copyItem(atPath: source + "/" + item, toPath: target)
        }
    }

    /// The private folder built for `key`, building it on the first call; nil when that build failed.
    private func builtFolder(for key: String, build: (String) throws -> Bool) throws -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let folder = built[key] { return folder }
        let folder = NSTemporaryDirectory() + "stylebook-test-modules-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard try build(folder) else {
            try? FileManager.default.removeItem(atPath: folder)
            return nil
        }
        built[key] = folder
        return folder
    }
}
