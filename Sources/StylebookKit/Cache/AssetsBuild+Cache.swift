import CatalogImport
import Diagnostics
import Foundation
import Parallel

/// The no-op fast path of `stylebook assets`: a record of every folder and `Contents.json` the
/// last run read (size and modification time, one `stat` each) and of the Swift file it wrote.
/// When all of them are as recorded — a folder's time changes when an entry is added, removed
/// or renamed — nothing is read, generated or written. Any difference means a full run.
extension AssetsBuild {
    /// `stat` of a file or folder: `FileStamp(fileOrFolder:)`.
    typealias PathStamp = FileStamp

    struct Record {
        static let header = "stylebook-assets-record 1"
        var fingerprint: String
        var sets = 0
        var inputs: [(path: String, stamp: PathStamp)] = []
        var output: (path: String, stamp: PathStamp)?
        var diagnostics = DiagnosticList()
    }

    static func recordName(_ settings: Settings) -> String {
        "assets-" + ContentHash.hex(settings.swift).prefix(16) + ".record"
    }

    static func fingerprint(_ settings: Settings) -> String {
        ContentHash.hex([StylebookVersion.current, settings.catalogs.joined(separator: "\n"), settings.swift, settings.template ?? "-",
                         settings.parameters.joined(separator: "\n"), settings.rootTypeName ?? "-", String(settings.stylebookContext), String(describing: settings.code)].joined(separator: "\u{1F}"))
    }

    /// Every folder and description file a read of `catalogs` depends on (and the template), and
    /// the folders searched for catalogs (a catalog added there changes the folder's stamp).
    static func inputPaths(_ catalogs: [ReadCatalog], searched: [String] = [], template: String?) -> [String] {
        var paths: [String] = (template.map { [$0] } ?? []) + searched
        for catalog in catalogs {
            paths += [catalog.path, catalog.path + "/Contents.json"]
            func visit(_ items: [CatalogItem]) {
                for item in items {
                    switch item {
                    case .group(let group):
                        paths += [catalog.path + "/" + group.relativePath, catalog.path + "/" + group.relativePath + "/Contents.json"]
                        visit(group.items)
                    case .set(let set):
                        // The set's own folder changes only with its image files, which no
                        // accessor depends on; a renamed set shows in its parent folder.
                        paths.append(set.contentsPath)
                    case .skipped(let folder):
                        paths.append(catalog.path + "/" + folder.relativePath)
                    }
                }
            }
            visit(catalog.items)
        }
        return paths
    }

    /// The recorded run, if everything it read and wrote is unchanged.
    static func upToDate(_ settings: Settings, cache: BuildCache) -> Record? {
        guard let record = loadRecord(cache.folder + "/" + recordName(settings)), record.fingerprint == fingerprint(settings),
              let output = record.output, PathStamp(fileOrFolder: output.path) == output.stamp else { return nil }
        // Missing files were recorded with a stamp of -2 and must still be missing.
        let current = record.inputs.map(\.path).concurrentMap { PathStamp(fileOrFolder: $0) ?? PathStamp(size: -2, modifiedNanoseconds: 0) }
        return zip(record.inputs, current).allSatisfy { $0.stamp == $1 } ? record : nil
    }

    /// The record: a header of escaped fields, then one `SIZE MTIME PATH` line per input (a plain
    /// format, cheap to read for tens of thousands of paths). Paths with a line break are not
    /// recorded at all (no record, so always a full run).
    static func store(_ settings: Settings, catalogs: [ReadCatalog], searched: [String], sets: Int, diagnostics: DiagnosticList, cache: BuildCache) {
        let path = cache.folder + "/" + recordName(settings)
        let paths = inputPaths(catalogs, searched: searched, template: settings.template)
        guard let output = PathStamp(fileOrFolder: settings.swift), !paths.contains(where: { $0.contains("\n") }) else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        var head = Record.header + "\n" + CacheRecordFormat.line(["fingerprint", fingerprint(settings)])
        head += CacheRecordFormat.line(["sets", String(sets)])
        head += CacheRecordFormat.line(["output", settings.swift, String(output.size), String(output.modifiedNanoseconds)])
        for d in diagnostics { head += CacheRecordFormat.line(["diagnostic"] + CacheRecordFormat.fields(of: d)) }
        let stamps = paths.concurrentMap { PathStamp(fileOrFolder: $0) ?? PathStamp(size: -2, modifiedNanoseconds: 0) }
        var bytes = Array((head + "inputs\n").utf8)
        bytes.reserveCapacity(bytes.count + paths.count * 96)
        for (input, stamp) in zip(paths, stamps) {
            bytes.append(contentsOf: String(stamp.size).utf8)
            bytes.append(0x20)
            bytes.append(contentsOf: String(stamp.modifiedNanoseconds).utf8)
            bytes.append(0x20)
            bytes.append(contentsOf: input.utf8)
            bytes.append(0x0A)
        }
        BuildCache.writeQuietly(Data(bytes), to: path)
    }

    static func loadRecord(_ path: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        // The header ends at the "inputs" line; the rest is parsed as bytes (fast for 10,000s of lines).
        let marker = Array("\ninputs\n".utf8)
        guard let split = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return nil }
        var lines = String(decoding: bytes[..<split], as: UTF8.self).split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Record.header), let first = lines.popFirst() else { return nil }
        let head = CacheRecordFormat.fields(first)
        guard head.count == 2, head[0] == "fingerprint" else { return nil }
        var record = Record(fingerprint: head[1])
        for line in lines {
            let f = CacheRecordFormat.fields(line)
            switch f.first {
            case "sets" where f.count == 2: record.sets = Int(f[1]) ?? 0
            case "output" where f.count == 4:
                guard let size = Int64(f[2]), let time = Int64(f[3]) else { return nil }
                record.output = (f[1], PathStamp(size: size, modifiedNanoseconds: time))
            case "diagnostic" where f.count == 6:
                guard let d = CacheRecordFormat.diagnostic(from: Array(f.dropFirst())) else { return nil }
                record.diagnostics.append(d)
            default:
                return nil
            }
        }
        var index = split + marker.count
        func number() -> Int64? {
            var value: Int64 = 0
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value = value &* 10 &+ Int64(bytes[index] - 0x30)
                index += 1
            }
            guard index > start, index < bytes.count, bytes[index] == 0x20 else { return nil }
            index += 1
            return negative ? -value : value
        }
        while index < bytes.count {
            guard let size = number(), let time = number() else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            record.inputs.append((String(decoding: bytes[start..<index], as: UTF8.self), PathStamp(size: size, modifiedNanoseconds: time)))
            index += 1
        }
        return record
    }

    /// Plans, writes and records one run; with a `cache` whose record shows nothing changed,
    /// returns the recorded figures and touches nothing (`report.upToDate`). Errors write nothing.
    public static func run(_ settings: Settings, cache: BuildCache? = nil) throws(DiagnosticError) -> (report: Report, written: BuildWriteReport?) {
        if let cache, let record = upToDate(settings, cache: cache) {
            var report = Report()
            report.diagnostics = record.diagnostics
            report.sets = record.sets
            report.upToDate = true
            return (report, nil)
        }
        var output = BuildOutput()
        let report = plan(settings, into: &output)
        guard !report.diagnostics.hasErrors else { return (report, nil) }
        let written = try BuildWriter.write(output)
        if let cache { store(settings, catalogs: report.catalogs, searched: report.searchedFolders, sets: report.sets, diagnostics: report.diagnostics, cache: cache) }
        return (report, written)
    }
}
