import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
import Parallel
import Symbols

/// The icons of a build that the previous build, with the same settings and the same list of
/// icons, left exactly as they are now: same input bytes, and every file written for them still
/// as that build left it. They are neither converted, nor read back from the cache, nor staged
/// again; their sets stay owned in the catalog and their names stay in the Swift. So a build with
/// one changed icon among thousands costs about what a build with nothing changed costs.
///
/// Anything the record cannot vouch for makes the whole part build as usual: a shared output
/// (the Swift file, the catalog's manifest or a group) touched by hand, a team Swift template
/// (it sees every icon's layers), another list of icons or other settings.
struct UnchangedIcons {
    /// The unchanged icons, in job order.
    var jobs: [SymbolJob] = []
    /// Their positions in the job list.
    var positions = Set<Int>()
    /// The warnings their last conversion gave (replayed, as a no-op build replays a whole part's).
    var diagnostics = DiagnosticList()
    /// Every input's hash as the previous build read it (to find the cache entries replaced).
    var previousHashes: [String: String] = [:]
    /// The previous record's outputs this build leaves alone (the unchanged icons' files and the
    /// shared ones), with the stamp they were just checked at.
    var keptOutputs: [(path: String, stamp: FileStamp)] = []

    var isEmpty: Bool { jobs.isEmpty }

    /// The unchanged icons among `jobs`, or nil when the previous record cannot stand in for them.
    /// `inputs`: each job's input files as hashed for this build.
    static func find(_ jobs: [SymbolJob], inputs: [[CacheInput]?]?, previous: BuildCache.SectionRecord?, fingerprint: String,
                     catalogPath: String?, outputs: SymbolBuild.Outputs) -> UnchangedIcons? {
        guard let previous, previous.fingerprint == fingerprint, outputs.swiftTemplate == nil,
              let catalogPath, let inputs, inputs.count == jobs.count else { return nil }
        var jobInputs: [[CacheInput]] = []
        for input in inputs {
            guard let input else { return nil }
            jobInputs.append(input)
        }
        let hashes = Dictionary(previous.inputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        // Every recorded output looked at once, on all cores; each icon then claims its files by
        // position, so no set of all paths is built and no path is hashed twice.
        let recorded = previous.outputs
        let same = zip(FileStamp.stamps(of: recorded.map(\.path)), recorded).map { $0 == $1.stamp }
        let position = Dictionary(recorded.indices.map { (recorded[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var claimedBy = [Int](repeating: -1, count: recorded.count)
        var unchanged = [Bool](repeating: true, count: jobs.count)
        for (index, job) in jobs.enumerated() {
            unchanged[index] = jobInputs[index].allSatisfy { hashes[$0.path] == $0.hash }
            for path in outputFiles(of: job, catalogPath: catalogPath, outputs: outputs) {
                guard let at = position[path] else { unchanged[index] = false; continue }
                claimedBy[at] = index
                if !same[at] { unchanged[index] = false }
            }
        }
        // An output that belongs to no icon (Swift, manifest, groups) changed: build the part whole.
        for at in recorded.indices where claimedBy[at] < 0 && !same[at] { return nil }

        var found = UnchangedIcons()
        found.previousHashes = hashes
        found.keptOutputs = recorded.indices.filter { claimedBy[$0] < 0 || unchanged[claimedBy[$0]] }.map { recorded[$0] }
        var unchangedFiles = Set<String>()
        for (index, job) in jobs.enumerated() where unchanged[index] {
            found.jobs.append(job)
            found.positions.insert(index)
            for input in jobInputs[index] { unchangedFiles.insert(input.path) }
        }
        found.diagnostics = DiagnosticList(previous.diagnostics.filter { $0.location.map { unchangedFiles.contains($0.file) } ?? false })
        return found
    }

    /// The files a build writes for one icon: its set's `Contents.json` and template, and its copy
    /// in the `templates` folder when there is one.
    static func outputFiles(of job: SymbolJob, catalogPath: String, outputs: SymbolBuild.Outputs) -> [String] {
        let content = CatalogSetContent.symbol(CatalogSymbol(filename: job.name + ".svg", data: []))
        let set = catalogPath + "/" + outputs.entry(name: job.name, group: job.group, content: content).relativePath
        var files = [set + "/Contents.json", set + "/" + job.name + ".svg"]
        if let folder = outputs.templates { files.append(FilePaths.join(folder, (job.group + [job.name + ".svg"]).joined(separator: "/"))) }
        return files
    }

    /// This build's diagnostics of converted icons and the replayed ones of unchanged icons, in
    /// job order (as a full build lists them); anything not about an icon's file stays last.
    static func merged(_ converted: DiagnosticList, _ replayed: DiagnosticList, jobs: [SymbolJob]) -> DiagnosticList {
        guard !replayed.items.isEmpty else { return converted }
        var position: [String: Int] = [:]
        for (index, job) in jobs.enumerated() {
            for path in [job.source, job.ultralight, job.black].compactMap({ $0 }) where position[path] == nil { position[path] = index }
        }
        let all = Array(replayed) + Array(converted)
        let order = all.enumerated().map { offset, d in (d.location.flatMap { position[$0.file] } ?? Int.max, offset) }
        return DiagnosticList(zip(order, all).sorted { $0.0 < $1.0 }.map(\.1))
    }
}
