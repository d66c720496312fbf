import CatalogImport
import Diagnostics
import Foundation
import SwiftGenTemplates
import XCTest

/// Templates written here (none of SwiftGen's) exercising the tags, filters and blank-line rules.
final class TemplateRendererTests: XCTestCase {
    func render(_ template: String, _ context: [String: Any] = [:]) throws -> String {
        try TemplateRenderer.render(template: template, name: "test.stencil", context: context)
    }

    func testSetMacroCallAndTagLines() throws {
        let template = """
        {% set type %}{{param.typeName|default:"Thing"}}{% endset %}
        {% macro row item depth %}
        {{depth}}{{item.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}}: {{type}}
        {% if item.items %}{% for child in item.items %}{% call row child "  " %}{% endfor %}{% endif %}
        {% endmacro %}
        header

        {% for item in items %}
        {% call row item "" %}
        {% endfor %}
        """
        let context: [String: Any] = ["param": ["typeName": "Asset"],
                                      "items": [["name": "private"], ["name": "Dark Blurple", "items": [["name": "HEADER_TITLE"]]]]]
                // As in SwiftGen: a tag line at the very start leaves its line break; blank lines
        // written in the template stay; lines only tags produced go.
        XCTAssertEqual(try render(template, context), "\nheader\n\n`private`: Asset\ndarkBlurple: Asset\n  headerTitle: Asset\n")
    }

    /// The two whitespace rules side by side on one template: SwiftGen 6.6's smart trimming keeps
    /// the written blank line through `indent` and trims around tags on a line; Stylebook's rule
    /// drops lines only tags produced (but not the line break of one at the very start), keeps the
    /// rest of a line as written, and loses a blank line that passes through a filter splitting lines.
    func testWhitespaceRules() throws {
        let template = """
        {% macro body %}
        {% for n in names %}
        case {{n}}
        {% endfor %}

        case last
        {% endmacro %}
        enum E {
          {% filter indent:2," ",true %}{% call body %}{% endfilter %}
        }
        x {% if flag %}y{% endif %}
        z

        """
        let context: [String: Any] = ["names": ["a", "b"], "flag": true]
        XCTAssertEqual(try TemplateRenderer.render(template: template, name: "t.stencil", context: context, whitespace: .swiftGen),
                       "enum E {\n  case a\n  case b\n\n  case last\n}\nxyz\n")
        XCTAssertEqual(try TemplateRenderer.render(template: template, name: "t.stencil", context: context, whitespace: .tagLines),
                       "\nenum E {\n  case a\n  case b\n  case last\n}\nx y\nz\n")
    }

    func testSetWithAValueAndMap() throws {
        let template = """
        {% set names catalog.items %}
        {% map names into ids using n %}{{n|swiftIdentifier:"pretty"}}{% endmap %}
        {{ ids|join:", " }} ({{ maploop.counter|default:"-" }})
        {% map names into counters %}{{maploop.counter}}{% endmap %}
        {{ counters|join:"" }}
        """
        XCTAssertEqual(try render(template, ["catalog": ["items": ["a-b", "c d", "42"]]]), "\nAB, CD, _42 (-)\n012")
    }

    func testStringFilters() throws {
        let template = #"{{ "someURLValue"|camelToSnakeCase }} {{ "snake_case"|snakeToCamelCase }} {{ "a/b/c.txt"|basename }} {{ "a/b/c.txt"|dirname }} {{ "Hello"|lowerFirstLetter }} {{ "x-y"|replace:"-","+" }}{% if "abc"|hasPrefix:"ab" %} yes{% endif %}"#
        XCTAssertEqual(try render(template), "some_url_value SnakeCase c.txt a/b hello x+y yes")
    }

    func testErrorsAreLocated() {
        XCTAssertThrowsError(try render("line one\n{% call missing %}\n")) { error in
            let text = (error as? DiagnosticError)?.description ?? "\(error)"
            XCTAssertTrue(text.hasPrefix("test.stencil"), text)
            XCTAssertTrue(text.contains("error: template:"), text)
        }
        XCTAssertThrowsError(try render("{% macro m a %}{{a}}{% endmacro %}{% call m 1 2 %}")) { error in
            XCTAssertTrue("\(error)".contains("macro 'm' takes 1 argument(s), 2 given"), "\(error)")
        }
        XCTAssertThrowsError(try render("{% set %}")) { error in
            XCTAssertTrue("\(error)".contains("test.stencil:1:"), "\(error)")
        }
    }
}
