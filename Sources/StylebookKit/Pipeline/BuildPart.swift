import Diagnostics
import FileOutput
import Foundation
import SwiftOutput
import Symbols
import Tokens

/// One part of a build (symbols, tokens, images, catalogs, the guide), as `BuildDriver` runs it:
/// `read` checks its settings and finds its inputs, `fingerprint` says what decides its output
/// (so the driver can skip it when the cache holds the same), and `plan` does the work and adds
/// its files to the run's one `BuildOutput`. The driver owns the cache and the transaction.
protocol BuildPart {
    /// The name of the part's cache record; nil for a part that is never skipped whole.
    var section: String? { get }
    /// Checks settings and finds the inputs; a thrown error blocks the write.
    mutating func read(_ run: inout BuildRun) throws(DiagnosticError)
    /// What decides the output besides the files `plan` reads; nil: never reused.
    /// `previous` is the cache's record of this part (its known input hashes save rehashing).
    mutating func fingerprint(_ run: BuildRun, previous: SectionRecord?) -> PartFingerprint?
    /// The warning when the cache's record of this part could not be read.
    func damagedRecordWarning(_ run: BuildRun) -> Diagnostic?
    /// Takes the counts of a reused record into the report.
    func reuse(_ record: SectionRecord, into report: inout ProjectBuilder.Report)
    /// Does the work, adds files to `run.output`; returns what to record in the cache (nil: nothing).
    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord?
    /// Runs after the transaction committed (the guide, drawn from what the other parts read).
    func afterWrite(_ run: inout BuildRun) throws(DiagnosticError)
}

extension BuildPart {
    var section: String? { nil }
    func fingerprint(_ run: BuildRun, previous: SectionRecord?) -> PartFingerprint? { nil }
    func damagedRecordWarning(_ run: BuildRun) -> Diagnostic? { nil }
    func reuse(_ record: SectionRecord, into report: inout ProjectBuilder.Report) {}
    func afterWrite(_ run: inout BuildRun) throws(DiagnosticError) {}
}

/// A part's cache key: the hash of its settings, and its input files' hashes when the part
/// computed them (`nil` with `hashed`: some input could not be read, so nothing is reused).
typealias SectionRecord = BuildCache.SectionRecord

struct PartFingerprint {
    var value: String
    /// True when `inputs` was hashed now; false: the record's own stamps are checked.
    var hashed: Bool
    var inputs: [CacheInput]?
}

/// What a planned part leaves in the cache once the write succeeded.
struct PartRecord {
    var inputs: [CacheInput]
    var diagnostics: DiagnosticList
    var counts: [String: Int]
    /// Outputs the part left as the previous build wrote them (an incremental symbols build), with
    /// the stamp they were checked at; recorded with the ones it planned.
    var keptOutputs: [(path: String, stamp: FileStamp)] = []
}

/// The state one run of the driver shares between its parts.
struct BuildRun {
    /// The cache icons come from one by one (nil: no cache).
    let cache: BuildCache?
    /// The cache whole parts may be skipped from (nil with `--check` or a guide).
    let reuse: BuildCache?
    let progress: BatchProgress?
    /// How long to wait for another run's output lock.
    let lock: OutputLock.Settings
    var report = ProjectBuilder.Report()
    var output: BuildOutput
    /// A part found an error that keeps the whole output from being written.
    var blocking = false
    /// Parts skipped whole because the cache showed them unchanged, and parts to record.
    var skipped: [ProjectBuilder.PendingRecord] = []
    var pending: [ProjectBuilder.PendingRecord] = []
    /// What the guide is drawn from: the shaped tokens, every token (for contrast), the icons.
    var guideTokens = TokenSet()
    var lintTokens = TokenSet()
    var guideBatch: SymbolBatchResult?
    /// The project's `fonts:`, read before the tokens: text styles take their faces from them.
    var fonts: FontBuild.Fonts?

    /// The version the cache keys are made with.
    var version: String { cache?.version ?? StylebookVersion.current }

    /// Set kinds of the parts the cache skipped: their sets stay on disk as they are.
    var skippedKinds: Set<String> { Set(skipped.map { $0.section == "symbols" ? "symbolset" : "colorset" }) }
}
