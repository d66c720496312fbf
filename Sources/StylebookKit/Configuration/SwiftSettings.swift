import Diagnostics
import SwiftOutput

/// How generated Swift is named and where it loads assets from: access level, type names and
/// bundle. Set in stylebook.yml (`swift:`) or with `--public`, `--type-name`, `--bundle`.
public struct SwiftSettings: Sendable, Hashable {
    public var access: SwiftOutput.AccessLevel = .internal
    public var typeNames: [GeneratedType: String] = [:]
    public var bundle: BundleReference = .main
    /// Identifier rules for colours, symbols and images (`--naming`, `swift.naming`).
    public var naming: NamingStyle = .xcode
    /// Static members on the frameworks' types (`Color.brand`); `swift.static-members: false` = none.
    public var staticMembers = true
    /// `renames:` (old name → new token path or asset name): deprecated aliases in generated Swift.
    public var renames: [SwiftRename] = []
    /// `swift.appearance-helpers: true`: the UIKit/AppKit appearance helpers (docs/renewal.md).
    public var appearanceHelpers = false

    public init(access: SwiftOutput.AccessLevel = .internal, typeNames: [GeneratedType: String] = [:], bundle: BundleReference = .main) {
        self.access = access
        self.typeNames = typeNames
        self.bundle = bundle
    }

    /// Emitter options for one output file.
    public func options(catalogNamespace: [String] = [], includeCore: Bool = true) -> SwiftOutputOptions {
        var options = SwiftOutputOptions(accessLevel: access, bundle: bundle, catalogNamespace: catalogNamespace, includeCore: includeCore)
        for (kind, name) in typeNames { options[typeName: kind] = name }
        options.naming = naming
        options.staticMembers = staticMembers
        options.renames = renames
        options.appearanceHelpers = appearanceHelpers
        return options
    }

    /// Checks the names before anything is generated; the error points at `location`.
    public func validate(at location: SourceLocation?) throws(DiagnosticError) {
        let problems = options().validate()
        guard problems.hasErrors else { return }
        throw DiagnosticError(DiagnosticList(problems.items.map { Diagnostic($0.severity, $0.message, at: location) }))
    }

    /// Reads `KIND=NAME` arguments (`colors=Palette`, `text-styles=Typography`).
    public mutating func setTypeNames(_ assignments: [String]) throws(DiagnosticError) {
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let kind = GeneratedType(configKey: parts[0]) else {
                throw DiagnosticError(.error("--type-name takes KIND=NAME with KIND one of "
                                             + GeneratedType.allCases.map(\.rawValue).joined(separator: ", ")
                                             + ", not '\(assignment)'"))
            }
            typeNames[kind] = parts[1]
        }
    }

    /// Reads `--naming xcode|stylebook`.
    public mutating func setNaming(_ name: String) throws(DiagnosticError) {
        guard let naming = NamingStyle(rawValue: name) else {
            throw DiagnosticError(.error("--naming must be one of \(NamingStyle.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'"))
        }
        self.naming = naming
    }

    /// Reads `--bundle main|module|framework|automatic`.
    public mutating func setBundle(_ name: String) throws(DiagnosticError) {
        guard let bundle = BundleReference(configName: name) else {
            throw DiagnosticError(.error("--bundle must be one of \(BundleReference.configNames.joined(separator: ", ")), not '\(name)'"))
        }
        self.bundle = bundle
    }
}
