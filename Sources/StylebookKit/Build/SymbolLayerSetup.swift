import Diagnostics
import SwiftOutput
import Symbols
import Tokens

/// What the symbols step needs from the rest of a project: the template version its deployment
/// target allows, and its colour tokens as plain name → sRGB data for multicolour layers.
enum SymbolLayerSetup {
    /// Template version: `symbols.template-version` when given (the override), else the highest
    /// version every `symbols.deployment-target` can read, else nil (the default).
    static func templateVersion(_ symbols: ProjectConfig.Symbols) -> String? {
        if let explicit = symbols.templateVersion { return explicit }
        return TemplateVersion.highest(forDeploymentTargets: symbols.deploymentTarget).map { "\($0.rawValue).0" }
    }

    /// The layer rules of `symbols.layers` and `symbols.overrides`, with the project's colour tokens.
    static func rules(_ symbols: ProjectConfig.Symbols, config: ProjectConfig) -> (rules: LayerRules, diagnostics: DiagnosticList) {
        var rules = LayerRules()
        var diagnostics = DiagnosticList()
        if let layers = symbols.layers {
            rules.overrides = [layers]
            rules = rules.resolved(forIcon: "")
        }
        rules.overrides = symbols.overrides
        let colors = catalogColors(config)
        rules.catalogColors = colors.map(\.color)
        if let background = symbols.layerBackground {
            if let match = colors.first(where: { $0.path == background }) {
                rules.background = match.color
            } else {
                diagnostics.warning("symbols.layers.background '\(background)' is not a colour token; white alone erases",
                                    at: config.location(of: "symbols.layers"))
            }
        }
        return (rules, diagnostics)
    }

    /// A warning for each `symbols.overrides` entry that matches no icon (a typo must not pass silently).
    static func unmatchedOverrides(_ symbols: ProjectConfig.Symbols, jobs: [SymbolJob], config: ProjectConfig) -> DiagnosticList {
        var out = DiagnosticList()
        let paths = jobs.map { ($0.group + [$0.name]).joined(separator: "/") }
        for o in symbols.overrides {
            let probe = LayerRules.matchingOverrides([o], paths: paths)
            if probe.isEmpty {
                out.warning("symbols.overrides '\(o.pattern)' matches no icon in symbols.source", at: config.location(of: "symbols.overrides"))
            }
        }
        return out
    }

    /// Every opaque colour token's light value under its catalog name, tokens with more appearances
    /// first. Token problems are left to
    /// the tokens step, which reports them; here they only mean no catalog colours.
    static func catalogColors(_ config: ProjectConfig) -> [(path: String, color: SymbolNamedColor)] {
        guard let tokens = config.tokens else { return [] }
        let settings = TokenBuild.Settings(tokens, in: config)
        guard let read = try? TokenBuild.read(settings) else { return [] }
        let shaped = TokenBuild.shape(read.tokens, tokens.shaping).tokens
        let namespace = tokens.namespace.map { [$0] } ?? []
        // A token with dark or high-contrast values first: of two equal colours, the one that
        // follows more appearances names the layer (a semantic colour over its palette value).
        let ordered = shaped.colors.sorted { a, b in
            a.values.count != b.values.count ? a.values.count > b.values.count : a.path < b.path
        }
        return ordered.compactMap { token in
            guard let light = token.values[.light], light.alpha >= 1 else { return nil }
            let srgb = ColorMath.toSRGB(light)
            let name = TokenCatalogMapping.assetName(for: token.path, namespace: namespace)
            return (token.path.components.joined(separator: "."),
                    SymbolNamedColor(name: name, red: srgb.red, green: srgb.green, blue: srgb.blue))
        }
    }
}
