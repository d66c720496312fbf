import AssetCatalog
import Diagnostics
import Foundation
import Tokens

/// The pieces `ProjectBuilder` uses to skip the parts of a build whose inputs did not change.
extension ProjectBuilder {
    /// Set folder kinds a catalog can hold; a skipped part's kinds are left out of the write's scope.
    static let catalogKinds: Set<String> = ["colorset", "symbolset", "imageset", "dataset", "appiconset"]

    /// Hash of the settings that decide a part's output besides its input files' bytes.
    static func fingerprint(_ section: String, config: ProjectConfig, version: String, extra: [String]) -> String {
        var hash = ContentHash()
        hash.update(field: "section")
        hash.update(field: section)
        hash.update(field: version)
        hash.update(field: config.path)
        // The project file's bytes: any edit to stylebook.yml rebuilds (coarse, but never stale).
        hash.update(FileManager.default.contents(atPath: config.path).map { [UInt8]($0) } ?? [])
        hash.update(field: "")
        for item in extra { hash.update(field: item) }
        return hash.finalizeHex()
    }

    /// Every file the catalog entries and plain files added to `output` since the given counts
    /// will occupy, plus the catalog's shared files (root, manifest, namespace groups).
    static func outputPaths(_ output: BuildOutput, entriesFrom: Int, filesFrom: Int) -> [String] {
        var paths = output.files[filesFrom...].map(\.path)
        guard let catalog = output.catalogPath else { return paths }
        let entries = output.catalogEntries[entriesFrom...]
        guard !entries.isEmpty else { return paths }
        paths.append(catalog + "/Contents.json")
        paths.append(catalog + "/" + CatalogManifest.fileName)
        var groups = Set<String>()
        for entry in entries {
            let folder = catalog + "/" + entry.relativePath
            paths.append(folder + "/Contents.json")
            switch entry.content {
            case .color: break
            case .image(let image): paths.append(folder + "/" + image.filename)
            case .symbol(let symbol): paths.append(folder + "/" + symbol.filename)
            case .data(let info): paths += info.data.compactMap(\.filename).map { folder + "/" + $0 }
            }
            for depth in entry.namespace.indices { groups.insert(entry.namespace[...depth].joined(separator: "/")) }
        }
        paths += groups.map { catalog + "/" + $0 + "/Contents.json" }
        return paths
    }

    /// A part of the build as it will be recorded once the write succeeded.
    struct PendingRecord {
        var section: String
        var fingerprint: String
        var inputs: [CacheInput]
        /// Files to stamp once written.
        var outputs: [String]
        var diagnostics: DiagnosticList
        var counts: [String: Int]
        /// Files left as the previous build wrote them, with the stamp they were checked at.
        var kept: [(path: String, stamp: FileStamp)] = []
    }
}

extension BuildCache {
    /// `record` if it can stand in for running its part: same fingerprint, same input bytes
    /// (`inputs` when the caller hashed them already), every output untouched.
    static func reusable(_ record: SectionRecord?, fingerprint: String, inputs: [CacheInput]? = nil) -> SectionRecord? {
        guard let record, record.fingerprint == fingerprint else { return nil }
        if let inputs {
            guard inputs.count == record.inputs.count,
                  zip(inputs, record.inputs).allSatisfy({ $0.path == $1.path && $0.hash == $1.hash }) else { return nil }
        } else if !record.inputsUnchanged {
            return nil
        }
        return record.outputsUnchanged ? record : nil
    }

    /// `written`: what the commit changed. When it removed anything, every kept file is stamped
    /// again (one may have gone with a removed folder); otherwise only those it rewrote.
    func store(_ pending: ProjectBuilder.PendingRecord, written: BuildWriteReport? = nil) {
        let restat = written.map { $0.removed.isEmpty ? Set($0.changed) : Set(pending.kept.map(\.path)) } ?? []
        storeRecord(pending.section, fingerprint: pending.fingerprint, inputs: pending.inputs, outputs: pending.outputs,
                    kept: pending.kept, restat: restat, diagnostics: pending.diagnostics, counts: pending.counts)
    }
}

/// Records every file a token read loads, with the hash of its bytes, for the cache.
final class RecordingLoader: @unchecked Sendable {
    private(set) var inputs: [CacheInput] = []

    func load(_ path: String) -> String? {
        let stamp = FileStamp(path: path)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if !inputs.contains(where: { $0.path == path }) { inputs.append(CacheInput(path: path, hash: ContentHash.hex(data), stamp: stamp)) }
        return String(decoding: data, as: UTF8.self)
    }
}

extension ProjectBuilder {
    /// Per-kind token counts kept in a cache record (`kind/NN/name`, NN keeping the model's order),
    /// so an up-to-date build prints the same summary as the build that wrote it.
    static func cacheCounts(of tokens: TokenSet) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (index, entry) in tokens.kindCounts.enumerated() {
            counts["kind/" + (index < 10 ? "0" : "") + String(index) + "/" + entry.kind] = entry.count
        }
        return counts
    }

    static func tokenSummary(fromCacheCounts counts: [String: Int]) -> String {
        let kinds = counts.keys.filter { $0.hasPrefix("kind/") }.sorted()
        if kinds.isEmpty { return "0 colours, 0 text styles" }
        return kinds.map { key in Plural.count(counts[key] ?? 0, key.split(separator: "/", maxSplits: 2).last.map(String.init) ?? "") }
            .joined(separator: ", ")
    }
}
