import AssetCatalog
import Diagnostics
import Foundation

/// What `stylebook-audit` found: every use, and the diagnostics for missing, deprecated and unused assets.
public struct AuditReport: Sendable {
    public var uses: [AssetUse] = []
    public var diagnostics = DiagnosticList()
    /// Catalog assets (or, without catalogs, generated accessors) that no source uses, by name.
    public var unused: [String] = []
}

/// The usage audit: reads catalogs and generated accessors, scans app sources, and judges each use.
public struct UsageAudit: Sendable {
    public var index = AccessorIndex()
    /// Where each catalog asset is declared, for the unused list.
    var assetLocations: [String: Diagnostics.SourceLocation] = [:]
    var generated: [Accessor] = []
    public var hasCatalogs: Bool { !assetLocations.isEmpty }

    public init() {}

    /// Adds the sets of catalogs read by `CatalogScanner`.
    public mutating func add(catalogs: [ReadCatalog]) {
        for catalog in catalogs {
            let sets = catalog.allSets
            index.add(catalog: sets)
            for set in sets where assetLocations[set.assetName] == nil {
                assetLocations[set.assetName] = Diagnostics.SourceLocation(file: set.contentsPath)
            }
        }
    }

    /// Adds the accessors of a generated Swift file.
    public mutating func add(generatedSource source: String, file: String) {
        let (accessors, namespaces) = GeneratedAccessorReader.read(source, file: file)
        for accessor in accessors { index.add(accessor) }
        for path in namespaces { index.addNamespace(path) }
        generated += accessors
    }

    /// Scans `sources` (path → text) and judges every use.
    public func run(sources: [(path: String, text: String)]) -> AuditReport {
        var report = AuditReport()
        for source in sources {
            report.uses += SourceUseScanner.scan(source.text, file: source.path, index: index)
        }
        var usedAssets: Set<String> = []
        var usedPaths: Set<String> = []
        for use in report.uses {
            switch use.target {
            case .accessor(let accessor):
                usedPaths.insert(accessor.path.joined(separator: "."))
                if let name = accessor.assetName { usedAssets.insert(name) }
                if let message = accessor.deprecation {
                    report.diagnostics.append(.warning("'\(use.spelling)' is deprecated: \(message)", at: use.location))
                }
            case .missingMember(let namespace, let member):
                report.diagnostics.append(.error("'\(use.spelling)': '\(namespace)' has no asset or accessor '\(member)'", at: use.location))
            case .stringName(let name, let found):
                if found {
                    usedAssets.insert(name)
                } else if hasCatalogs {
                    report.diagnostics.append(.error("no asset named \"\(name)\" in the catalogs: this loads nil at run time", at: use.location))
                }
            }
        }
        report.unused = unused(usedAssets: usedAssets, usedPaths: usedPaths)
        for name in report.unused {
            let location = assetLocations[name] ?? generated.first { $0.path.joined(separator: ".") == name }?.declaredAt
            report.diagnostics.append(.warning("'\(name)' is never used in the sources", at: location))
        }
        return report
    }

    /// With catalogs, the assets nothing names; without, the generated accessors nothing names.
    func unused(usedAssets: Set<String>, usedPaths: Set<String>) -> [String] {
        if hasCatalogs { return assetLocations.keys.filter { !usedAssets.contains($0) }.sorted() }
        return generated.filter { accessor in
            !usedPaths.contains(accessor.path.joined(separator: "."))
                && !(accessor.assetName.map(usedAssets.contains) ?? false)
        }.map { $0.path.joined(separator: ".") }.sorted()
    }
}
