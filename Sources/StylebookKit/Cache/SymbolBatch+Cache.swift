import Diagnostics
import Foundation
import Parallel
import Symbols

/// Reports batch progress: `completed` of `total` icons done. Called from worker threads.
public typealias BatchProgress = @Sendable (_ completed: Int, _ total: Int) -> Void

/// A batch run through the build cache: what came out, and how much of it was converted anew.
public struct CachedBatchResult: Sendable {
    public var batch: SymbolBatchResult
    /// Icons converted in this run (cache misses, including failures).
    public var converted: Int
    /// Icons whose template came from the cache.
    public var reused: Int
    /// Damaged cache entries found (and not used), one warning each.
    public var cacheWarnings = DiagnosticList()
}

extension SymbolBatch {
    /// Each job's input files (source, then masters) with their SHA-256, read on all cores
    /// (files with the stamp `known` gives are not read again); nil for a job with a file that
    /// cannot be read.
    static func inputs(_ jobs: [SymbolJob], known: [String: CacheInput] = [:]) -> [[CacheInput]?] {
        let paths = jobs.map { [$0.source, $0.ultralight, $0.black].compactMap { $0 } }
        // Every file's stamp first, in one batch that resolves shared folders once.
        let stamps = FileStamp.stamps(of: paths.flatMap { $0 })
        var next = 0
        let starts = paths.map { files in
            defer { next += files.count }
            return next
        }
        return Array(paths.indices).concurrentMap { index in
            var inputs: [CacheInput] = []
            for (offset, path) in paths[index].enumerated() {
                guard let input = CacheInput(path: path, stamp: stamps[starts[index] + offset], known: known) else { return nil }
                inputs.append(input)
            }
            return inputs
        }
    }

    /// The job as one line for a build fingerprint: every field, in a fixed order (string
    /// interpolation of the struct goes through reflection, which cost more than the rest of a
    /// no-op build's per-icon work).
    static func fingerprintLine(_ job: SymbolJob) -> String {
        [job.name, job.source, job.ultralight ?? "-", job.black ?? "-", job.group.joined(separator: "/"),
         job.fillWeights?.rawValue ?? "-"].joined(separator: "\t")
    }

    /// The content address of one conversion: everything the template depends on.
    static func cacheKey(_ job: SymbolJob, hashes: [String], options: SymbolOptions, version: String) -> String {
        cacheKey(job, hashes: hashes, optionsDescription: StableDescription.of(options), version: version)
    }

    /// `optionsDescription`: `StableDescription.of(options)`, worked out once per batch (it goes
    /// through reflection, which cost more than the hash itself when repeated per icon).
    static func cacheKey(_ job: SymbolJob, hashes: [String], optionsDescription: String, version: String) -> String {
        var hash = ContentHash()
        hash.update(field: "symbol")
        hash.update(field: version)
        hash.update(field: optionsDescription)
        hash.update(field: job.name)
        if let mode = job.fillWeights { hash.update(field: "weights:" + mode.rawValue) }
        for path in [job.source, job.ultralight ?? "-", job.black ?? "-"] { hash.update(field: path) }
        for h in hashes { hash.update(field: h) }
        return hash.finalizeHex()
    }

    /// Converts `jobs` like `run(_:options:)`, taking each template from `cache` when its inputs,
    /// options and Stylebook version are unchanged, and storing new ones. Entries no job of this
    /// batch used are removed afterwards, so the cache does not grow with every edit.
    public static func run(_ jobs: [SymbolJob], options: SymbolOptions, cache: BuildCache?,
                           progress: BatchProgress? = nil) -> CachedBatchResult {
        run(jobs, options: options, cache: cache, inputs: nil, progress: progress)
    }

    /// `inputs`: the jobs' files as `inputs(_:known:)` gives them, when the caller has them.
    /// `replacing`: for an incremental build that converts only some icons, the hashes of every
    /// input as the previous build read them; then only the entries these jobs replace are
    /// removed (working out every other icon's key would cost what the build saves).
    static func run(_ jobs: [SymbolJob], options: SymbolOptions, cache: BuildCache?,
                    inputs known: [[CacheInput]?]?, progress: BatchProgress?,
                    replacing previousHashes: [String: String]? = nil) -> CachedBatchResult {
        let counter = ProgressCounter(total: jobs.count, report: progress)
        guard let cache else {
            let results = jobs.concurrentMap { job in
                defer { counter.advance() }
                return convert(job, options: options)
            }
            return CachedBatchResult(batch: collect(jobs, results), converted: jobs.count, reused: 0)
        }
        let inputs = known ?? Self.inputs(jobs)
        let optionsDescription = StableDescription.of(options)
        let keys = zip(jobs, inputs).map { job, i in
            i.map { cacheKey(job, hashes: $0.map(\.hash), optionsDescription: optionsDescription, version: cache.version) }
        }
        let outcomes = Array(zip(jobs, keys)).concurrentMap { job, key -> (Result<ConvertedSymbol, DiagnosticError>, Bool, Bool) in
            defer { counter.advance() }
            var damaged = false
            if let key {
                let stored = cache.loadSymbolChecked(key: key, job: job)
                if let cached = stored.symbol { return (.success(cached), true, false) }
                damaged = stored.damaged
            }
            let result = convert(job, options: options)
            if let key, case .success(let symbol) = result { cache.storeSymbol(symbol, key: key) }
            return (result, false, damaged)
        }
        if let previousHashes {
            for (job, key) in zip(jobs, keys) {
                let old = [job.source, job.ultralight, job.black].compactMap { $0 }.map { previousHashes[$0] }
                guard old.allSatisfy({ $0 != nil }) else { continue }
                let oldKey = cacheKey(job, hashes: old.map { $0! }, optionsDescription: optionsDescription, version: cache.version)
                if oldKey != key { cache.removeSymbol(key: oldKey) }
            }
        } else {
            cache.pruneSymbols(keeping: Set(keys.compactMap { $0 }))
        }
        let reused = outcomes.filter(\.1).count
        var result = CachedBatchResult(batch: collect(jobs, outcomes.map(\.0)), converted: jobs.count - reused, reused: reused)
        for (job, outcome) in zip(jobs, outcomes) where outcome.2 {
            result.cacheWarnings.warning("the build cache's entry for this icon was damaged; converted again", at: SourceLocation(file: job.source))
        }
        return result
    }

    static func collect(_ jobs: [SymbolJob], _ results: [Result<ConvertedSymbol, DiagnosticError>]) -> SymbolBatchResult {
        var symbols: [ConvertedSymbol] = []
        var failed: [String] = []
        var failedJobs: [SymbolJob] = []
        var diagnostics = DiagnosticList()
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let symbol):
                symbols.append(symbol)
                diagnostics.append(contentsOf: symbol.conversion.diagnostics)
            case .failure(let error):
                failed.append((job.group + [job.name]).joined(separator: "/"))
                failedJobs.append(job)
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return SymbolBatchResult(symbols: symbols, failed: failed, failedJobs: failedJobs, diagnostics: diagnostics)
    }
}

/// Counts finished items across threads and forwards the count to a progress handler.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    let total: Int
    let report: BatchProgress?

    init(total: Int, report: BatchProgress?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = done
        lock.unlock()
        report(now, total)
    }
}

extension BuildCache {
    static let symbolHeader = "stylebook-symbol 2"

    /// A stored conversion, or nil when absent or unreadable.
    func loadSymbol(key: String, job: SymbolJob) -> ConvertedSymbol? { loadSymbolChecked(key: key, job: job).symbol }

    /// A stored conversion, or nil; `damaged` when an entry is there but fails its checksum or
    /// does not parse (it is never used: the icon is converted again).
    func loadSymbolChecked(key: String, job: SymbolJob) -> (symbol: ConvertedSymbol?, damaged: Bool) {
        guard let data = FileManager.default.contents(atPath: symbolsFolder + "/" + key) else { return (nil, false) }
        guard let body = CacheChecksum.verifiedBody(data, header: Self.symbolHeader) else {
            return (nil, data.starts(with: Data((Self.symbolHeader + "\n").utf8)))
        }
        let symbol = Self.parseSymbol(body, job: job)
        return (symbol, symbol == nil)
    }

    static func parseSymbol(_ body: Data, job: SymbolJob) -> ConvertedSymbol? {
        let text = String(decoding: body, as: UTF8.self)
        var rest = text[...]
        func nextLine() -> Substring? {
            guard let end = rest.firstIndex(of: "\n") else { return nil }
            defer { rest = rest[rest.index(after: end)...] }
            return rest[..<end]
        }
        guard let intentLine = nextLine() else { return nil }
        let intent: RenderingIntent?
        if intentLine == "intent\t-" { intent = nil } else {
            guard intentLine.hasPrefix("intent\t"), let i = RenderingIntent(rawValue: String(intentLine.dropFirst(7))) else { return nil }
            intent = i
        }
        var diagnostics = DiagnosticList()
        while let line = nextLine(), line != "template" {
            let fields = CacheRecordFormat.fields(line)
            guard fields.first == "diagnostic", let d = CacheRecordFormat.diagnostic(from: Array(fields.dropFirst())) else { return nil }
            diagnostics.append(d)
        }
        let template = String(rest)
        guard !template.isEmpty else { return nil }
        return ConvertedSymbol(name: job.name, source: job.source, group: job.group, template: template,
                               conversion: SymbolConversion(storedTemplate: template, diagnostics: diagnostics, renderingIntent: intent))
    }

    func storeSymbol(_ symbol: ConvertedSymbol, key: String) {
        var text = "intent\t" + (symbol.conversion.renderingIntent?.rawValue ?? "-") + "\n"
        for d in symbol.conversion.diagnostics { text += CacheRecordFormat.line(["diagnostic"] + CacheRecordFormat.fields(of: d)) }
        text += "template\n" + symbol.template
        Self.writeQuietly(CacheChecksum.entry(header: Self.symbolHeader, body: Data(text.utf8)), to: symbolsFolder + "/" + key)
    }

    func removeSymbol(key: String) {
        try? FileManager.default.removeItem(atPath: symbolsFolder + "/" + key)
    }

    /// Deletes stored conversions whose key is not in `keys`.
    func pruneSymbols(keeping keys: Set<String>) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: symbolsFolder) else { return }
        for name in names where !keys.contains(name) {
            try? fm.removeItem(atPath: symbolsFolder + "/" + name)
        }
    }
}
