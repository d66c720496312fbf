import CatalogImport
import SwiftGenTemplates
import XCTest

/// Stylebook's own catalog context, rendered with a template written here.
final class StylebookContextTests: XCTestCase {
    func catalog() -> ReadCatalog {
        func set(_ name: String, _ namespace: [String], _ content: CatalogSetContent, ext: String) -> CatalogItem {
            .set(CatalogSet(name: name, namespace: namespace, relativePath: (namespace + [name + "." + ext]).joined(separator: "/"),
                            catalogPath: "/A.xcassets", content: content))
        }
        let dark = [AppearanceTrait(appearance: "luminosity", value: "dark")]
        let brand = ColorSetContent(entries: [
            ColorEntry(color: .components(ColorComponents(colorSpace: "srgb", values: ["red": 1, "green": 77.0 / 255, "blue": 0, "alpha": 1]))),
            ColorEntry(appearances: dark, color: .components(ColorComponents(colorSpace: "gray-gamma-22", values: ["white": 0.2, "alpha": 0.5]))),
        ])
        let items: [CatalogItem] = [
            .group(CatalogGroup(name: "Brand", relativePath: "Brand", providesNamespace: true, items: [
                set("PrimaryColor", ["Brand"], .color(brand), ext: "colorset"),
            ])),
            set("AccentColor", [], .color(ColorSetContent(entries: [ColorEntry(color: .system(platform: "ios", reference: "systemBlueColor"))])), ext: "colorset"),
            set("cart-icon", [], .image(CatalogImage(images: [AssetFileEntry(filename: "cart.svg"), AssetFileEntry(filename: nil, scale: "2x")],
                                                     renderingIntent: .template, preservesVectorRepresentation: true)), ext: "imageset"),
        ]
        return ReadCatalog(path: "/A.xcassets", name: "A", items: items)
    }

    func testTemplateSeesValuesIdentifiersAndNamespaces() throws {
        let template = """
        {% macro block group indent %}
        {% for c in group.colors %}
        {{indent}}static let {{c.identifier}} = "{% for e in c.entries %}{{e.appearance}}:{% if e.system %}{{e.system}}{% else %}{{e.hex}}/{{e.colorSpace}}{% endif %}{% if not forloop.last %} {% endif %}{% endfor %}"
        {% endfor %}
        {% for g in group.groups %}
        {{indent}}enum {{g.typeName}} {
        {% set inner %}{{indent}}    {% endset %}
        {% call block g inner %}
        {{indent}}}
        {% endfor %}
        {% endmacro %}
        enum Palette {
        {% call block root "    " %}
        }
        {% for i in images %}// {{i.identifier}} {{i.renderingIntent}} vector={{i.vector}} files={{i.files.count}} {{i.files.0.filename}}
        {% endfor %}
        """
        let context = StylebookContext.make(catalogs: [catalog()])
        let text = try TemplateRenderer.render(template: template, name: "t.stencil", context: context)
        XCTAssertEqual(text, """

        enum Palette {
            static let accent = "any:systemBlueColor"
            enum Brand {
                static let primary = "any:#FF4D00/srgb dark:#33333380/gray-gamma-22"
            }
        }
        // cartIcon template vector=true files=1 cart.svg

        """)
        let stylebook = StylebookContext.make(catalogs: [catalog()], naming: .stylebook)
        XCTAssertEqual((stylebook["colors"] as? [[String: Any]])?.map { $0["identifier"] as? String }, ["accentColor", "primaryColor"])
        XCTAssertEqual((context["colors"] as? [[String: Any]])?.first?["catalog"] as? String, "A")
    }
}
