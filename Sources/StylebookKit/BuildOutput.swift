import AssetCatalog
import Diagnostics
import FileOutput
import Foundation

/// Everything one command writes, committed together: catalog sets and plain files (Swift,
/// templates). Either all of it lands or none of it does.
public struct BuildOutput: Sendable {
    public var catalogPath: String?
    public var catalogEntries: [CatalogEntry] = []
    /// Set folder extensions this run manages in the catalog (e.g. `symbolset`); generated sets of
    /// other kinds are left alone, so `stylebook symbols` and `stylebook tokens` can share a catalog.
    public var catalogScope: Set<String>? = nil
    /// Generated sets (catalog-relative folders) to keep although this run does not write them:
    /// the previous output of icons that failed this time, so one bad edit does not delete a symbol.
    public var retainedSets: Set<String> = []
    public var files: [(path: String, text: String)] = []

    public init(catalogPath: String? = nil) { self.catalogPath = catalogPath }

    public mutating func addFile(_ text: String, at path: String) { files.append((path, text)) }
}

public struct BuildWriteReport: Sendable {
    /// Files whose bytes changed (unchanged files are not rewritten).
    public var changed: [String]
    /// Generated sets removed because their source is gone.
    public var removed: [String]
}

public enum BuildWriter {
    /// Stages the catalog and files in one transaction, commits, then removes stale generated sets.
    public static func write(_ output: BuildOutput) throws(DiagnosticError) -> BuildWriteReport {
        var transaction = OutputTransaction()
        var plan: CatalogPlan?
        var writer: AssetCatalogWriter?
        if let catalogPath = output.catalogPath {
            var w = AssetCatalogWriter(catalogPath: catalogPath)
            w.scope = output.catalogScope
            w.retainedSets = output.retainedSets
            plan = try w.stage(output.catalogEntries, into: &transaction)
            writer = w
        }
        for file in output.files { transaction.write(file.text, to: file.path) }
        let changed: [String]
        do {
            changed = try transaction.commit()
        } catch let failure as OutputTransaction.Failure {
            throw DiagnosticError(.error("cannot write: \(failure.reason)", at: SourceLocation(file: failure.path)))
        } catch {
            throw DiagnosticError(.error("cannot write output: \(error)"))
        }
        var removed: [String] = []
        if let writer, let plan {
            removed = try writer.removeStale(plan)
        }
        return BuildWriteReport(changed: changed, removed: removed)
    }
}
