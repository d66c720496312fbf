import Foundation

enum Bench {
    #if DEBUG
    static let buildKind = "debug"
    #else
    static let buildKind = "release"
    #endif

    /// Wall-clock seconds of `body`.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// CPU seconds (user + system, all threads) this process has used so far. On a shared
    /// machine this is steadier than wall time: other processes' load does not inflate it.
    static var cpuSeconds: Double {
        let usage = selfUsage
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// `getrusage` of this process (the call's argument type differs between Glibc and Darwin).
    private static var selfUsage: rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    /// Wall and CPU seconds of `body`.
    static func timeWithCPU<T>(_ body: () throws -> T) rethrows -> (T, wall: Double, cpu: Double) {
        let cpu = cpuSeconds
        let (result, wall) = try time(body)
        return (result, wall, cpuSeconds - cpu)
    }

    /// Peak resident memory of this process so far, in MiB.
    static var peakMemoryMiB: Double {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
            return kb / 1024
        }
        return 0
        #else
        return Double(selfUsage.ru_maxrss) / 1024 / 1024  // bytes on macOS
        #endif
    }

    static func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

    /// Every `.svg` under `folder`, grouped by first-level subfolder (icon set), sorted.
    static func icons(in folder: String) -> [(set: String, files: [String])] {
        let fm = FileManager.default
        guard let sets = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [(String, [String])] = []
        for set in sets.sorted() {
            let dir = folder + "/" + set
            guard let e = fm.enumerator(atPath: dir) else { continue }
            var files: [String] = []
            while let item = e.nextObject() as? String {
                if item.lowercased().hasSuffix(".svg") { files.append(dir + "/" + item) }
            }
            if !files.isEmpty { result.append((set, files.sorted())) }
        }
        return result
    }
}
