import Diagnostics
import Foundation
import Parallel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The incremental-build cache of one project: per-icon conversions addressed by the SHA-256 of
/// their inputs (source bytes, options, Stylebook version), and for each part of the build
/// (`symbols`, `tokens`) a record of the inputs it read and the files it wrote. A build whose
/// inputs and outputs both match the record is skipped without converting or writing anything.
///
/// The cache only ever speeds things up: a missing, corrupt or foreign entry is ignored and the
/// work is done again. It lives in its own folder (default `.build/stylebook-cache` beside
/// `stylebook.yml`), never among the generated files, and can be deleted at any time.
public struct BuildCache: Sendable {
    /// The cache folder relative to a project's folder when none is configured.
    public static let defaultLocation = ".build/stylebook-cache"

    /// This project's folder inside the cache root (one root can serve several projects).
    public let folder: String
    /// The Stylebook version every key includes, so an upgrade never reuses older output.
    public var version: String = StylebookVersion.cacheIdentity

    /// - Parameters:
    ///   - root: the cache root folder.
    ///   - projectPath: the project file; its path names the project's sub-folder.
    public init(root: String, projectPath: String) {
        var base = root
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        let absolute = projectPath.hasPrefix("/") ? projectPath : FileManager.default.currentDirectoryPath + "/" + projectPath
        folder = base + "/project-" + ContentHash.hex(absolute).prefix(16)
    }

    var symbolsFolder: String { folder + "/symbols" }

    func recordPath(_ section: String) -> String { folder + "/\(section).record" }

    // MARK: Section records

    /// What one part of a build read and wrote, with what it reported.
    struct SectionRecord: Sendable {
        /// Hash of everything besides file contents that decides the output (version, settings).
        var fingerprint: String
        /// Every file read, with the SHA-256 of its bytes.
        var inputs: [CacheInput] = []
        /// Every file written, as it was right after writing.
        var outputs: [(path: String, stamp: FileStamp)] = []
        var diagnostics = DiagnosticList()
        var counts: [String: Int] = [:]

        init(fingerprint: String) { self.fingerprint = fingerprint }

        /// True when every output file is still exactly as this record left it.
        var outputsUnchanged: Bool {
            // On all cores: a record of 10,000 icons lists 20,000 files to look up.
            zip(FileStamp.stamps(of: outputs.map(\.path)), outputs).allSatisfy { $0 == $1.stamp }
        }

        /// True when every input still has its recorded bytes (hashed on all cores; a file whose
        /// size and modification time are as recorded is not read again).
        var inputsUnchanged: Bool {
            let known = knownInputs
            let current = inputs.map(\.path).concurrentMap { CacheInput(path: $0, known: known) }
            return zip(inputs, current).allSatisfy { $0.hash == $1?.hash }
        }

        var knownInputs: [String: CacheInput] {
            Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        }
    }

    static let recordHeader = "stylebook-cache-record 2"

    func loadRecord(_ section: String) -> SectionRecord? { loadRecordChecked(section).record }

    /// The record, or nil; `damaged` when a record is there but fails its checksum or does not
    /// parse (it is then ignored: the part is built again).
    func loadRecordChecked(_ section: String) -> (record: SectionRecord?, damaged: Bool) {
        guard let data = FileManager.default.contents(atPath: recordPath(section)) else { return (nil, false) }
        guard let body = CacheChecksum.verifiedBody(data, header: Self.recordHeader) else {
            // An entry of an older format is not damage, only stale.
            return (nil, data.starts(with: Data((Self.recordHeader + "\n").utf8)))
        }
        let record = Self.parseRecord(body)
        return (record, record == nil)
    }

    static func parseRecord(_ body: Data) -> SectionRecord? {
        var lines = CacheRecordFormat.lines([UInt8](body))[...]
        guard let first = lines.popFirst() else { return nil }
        let head = CacheRecordFormat.fields(bytes: first)
        guard head.count == 2, head[0] == "fingerprint" else { return nil }
        var record = SectionRecord(fingerprint: head[1])
        let inputKind = Array("input\t".utf8), outputKind = Array("output\t".utf8)
        for line in lines {
            if line.starts(with: outputKind) {
                guard let (texts, stamp) = CacheRecordFormat.stamped(line, texts: 1) else { return nil }
                record.outputs.append((texts[0], stamp))
                continue
            }
            if line.starts(with: inputKind) {
                guard let (texts, stamp) = CacheRecordFormat.stamped(line, texts: 2) else { return nil }
                record.inputs.append(CacheInput(path: texts[0], hash: texts[1], stamp: stamp))
                continue
            }
            let f = CacheRecordFormat.fields(bytes: line)
            switch f.first {
            case "count" where f.count == 3:
                guard let n = Int(f[2]) else { return nil }
                record.counts[f[1]] = n
            case "diagnostic" where f.count == 6:
                guard let d = CacheRecordFormat.diagnostic(from: Array(f.dropFirst())) else { return nil }
                record.diagnostics.append(d)
            default:
                return nil  // unknown or damaged: treat as no record
            }
        }
        return record
    }

    /// Saves a record, stamping each output path as it is on disk now (call after writing).
    /// `kept`: outputs the build left alone, with the stamp it checked them at against the previous
    /// record; they are recorded as checked, not looked at again (a stamp newer than the check could
    /// vouch for a file edited meanwhile), unless also in `outputs` or in `restat` (written since).
    func storeRecord(_ section: String, fingerprint: String, inputs: [CacheInput], outputs: [String],
                     kept: [(path: String, stamp: FileStamp)] = [], restat: Set<String> = [],
                     diagnostics: DiagnosticList, counts: [String: Int]) {
        var text = CacheRecordFormat.line(["fingerprint", fingerprint])
        for key in counts.keys.sorted() { CacheRecordFormat.append(["count", key, String(counts[key]!)], to: &text) }
        for input in inputs {
            let stamp = input.stamp ?? FileStamp(size: -1, modifiedNanoseconds: -1)
            CacheRecordFormat.append(["input", input.path, input.hash, String(stamp.size), String(stamp.modifiedNanoseconds)], to: &text)
        }
        let fresh = Set(outputs)
        let paths = fresh.sorted()
        let stamps = FileStamp.stamps(of: paths)
        for (path, stamp) in zip(paths, stamps) {
            // An output missing right after the build cannot be vouched for: no record at all.
            guard let stamp else { return removeRecord(section) }
            CacheRecordFormat.appendOutput(path, stamp, to: &text)
        }
        for item in kept where !fresh.contains(item.path) {
            guard let stamp = restat.contains(item.path) ? FileStamp(path: item.path) : item.stamp else { return removeRecord(section) }
            CacheRecordFormat.appendOutput(item.path, stamp, to: &text)
        }
        for d in diagnostics { CacheRecordFormat.append(["diagnostic"] + CacheRecordFormat.fields(of: d), to: &text) }
        Self.writeQuietly(CacheChecksum.entry(header: Self.recordHeader, body: Data(text.utf8)), to: recordPath(section))
    }

    func removeRecord(_ section: String) {
        try? FileManager.default.removeItem(atPath: recordPath(section))
    }

    // MARK: Helpers

    /// Writes through a temporary sibling and a rename, so a reader never sees half an entry.
    /// Failure is ignored: a cache that cannot be written only makes the next build slower.
    static func writeQuietly(_ data: Data, to path: String) {
        let fm = FileManager.default
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !parent.isEmpty, !fm.fileExists(atPath: parent) {
            try? fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
        let temp = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        // Data.write without .atomic: FileManager.createFile on Linux would add its own temp file.
        guard (try? data.write(to: URL(fileURLWithPath: temp))) != nil else { return }
        if rename(temp, path) != 0 { try? fm.removeItem(atPath: temp) }
    }
}

extension ProjectConfig {
    /// The project's build cache: `folder` when given (e.g. `--cache-dir`), else the file's
    /// `cache:` setting, else `.build/stylebook-cache` beside `stylebook.yml`.
    public func buildCache(folder: String? = nil) -> BuildCache {
        BuildCache(root: folder ?? resolve(cache ?? BuildCache.defaultLocation), projectPath: path)
    }
}

/// One file a build read: its path, the SHA-256 of its bytes, and its size and modification
/// time when it was read (so an unchanged file need not be read and hashed again; as in Git's
/// index, a file whose stamp differs is hashed, so a touched but unchanged file still matches).
struct CacheInput: Sendable, Hashable {
    var path: String
    var hash: String
    var stamp: FileStamp?
}

// In an extension, so the memberwise `init(path:hash:stamp:)` stays.
extension CacheInput {
    /// The file as it is now; `known` entries with the same stamp are taken as they are.
    /// nil when the file cannot be read.
    init?(path: String, known: [String: CacheInput] = [:]) {
        self.init(path: path, stamp: FileStamp(path: path), known: known)
    }

    /// The same with the file's stamp taken already (before reading: a write after it shows as a
    /// new stamp).
    init?(path: String, stamp: FileStamp?, known: [String: CacheInput]) {
        if let stamp, let previous = known[path], previous.stamp == stamp {
            self = previous
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(path: path, hash: ContentHash.hex(data), stamp: stamp)
    }
}
