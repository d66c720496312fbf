import CatalogImport
import SwiftOutput

/// Placeholder until the Stencil renderer lands: templates are refused with an error.
enum StencilAssets {
    static func render(templatePath: String, catalogs: [ReadCatalog], parameters: [String: String]) -> SwiftOutputFile {
        var file = SwiftOutputFile(text: "")
        file.diagnostics.error("templates are not supported yet")
        return file
    }
}
