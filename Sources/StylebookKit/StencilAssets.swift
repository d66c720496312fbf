import CatalogImport
import Diagnostics
import SwiftGenTemplates
import SwiftOutput

/// `--template`: a SwiftGen xcassets Stencil template rendered with the context SwiftGen builds.
enum StencilAssets {
    static func render(templatePath: String, catalogs: [ReadCatalog], parameters: [String]) -> SwiftOutputFile {
        let context = SwiftGenContext.make(catalogs: catalogs, parameters: SwiftGenContext.parameters(parameters))
        do throws(DiagnosticError) {
            return SwiftOutputFile(text: try TemplateRenderer.render(templatePath: templatePath, context: context))
        } catch {
            return SwiftOutputFile(text: "", diagnostics: error.diagnostics)
        }
    }
}
