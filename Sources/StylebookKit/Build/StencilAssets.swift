import CatalogImport
import Diagnostics
import SwiftGenTemplates
import SwiftOutput

/// `--template`: a SwiftGen xcassets Stencil template rendered with the context SwiftGen builds
/// and SwiftGen 6.6's whitespace rule, so SwiftGen's own templates give SwiftGen's bytes.
enum StencilAssets {
    /// `stylebook`: Stylebook's richer catalog context (`StylebookContext`) instead of SwiftGen's,
    /// rendered with Stylebook's template rule like the token and symbol templates.
    static func render(templatePath: String, catalogs: [ReadCatalog], parameters: [String], stylebookContext: Bool = false,
                       naming: NamingStyle = .xcode) -> SwiftOutputFile {
        let params = SwiftGenContext.parameters(parameters)
        let context = stylebookContext ? StylebookContext.make(catalogs: catalogs, naming: naming, parameters: params)
                                       : SwiftGenContext.make(catalogs: catalogs, parameters: params)
        do throws(DiagnosticError) {
            return SwiftOutputFile(text: try TemplateRenderer.render(templatePath: templatePath, context: context,
                                                                     whitespace: stylebookContext ? .tagLines : .swiftGen))
        } catch {
            return SwiftOutputFile(text: "", diagnostics: error.diagnostics)
        }
    }
}
