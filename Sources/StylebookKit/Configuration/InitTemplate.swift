import Diagnostics
import FileOutput
import Foundation

/// `stylebook init`: a small, working starting project: a commented `stylebook.yml`, a sample
/// token file in the friendly YAML, and one example icon.
public enum InitTemplate {
    /// The files `init` writes, relative to the project folder, in writing order.
    public static let files: [(path: String, text: String)] = [
        ("stylebook.yml", projectFile),
        ("tokens/tokens.yml", tokenFile),
        ("icons/star.svg", exampleIcon),
    ]

    /// Writes the starting project into `folder` (created if missing). Refuses, writing nothing,
    /// if any of the files already exists.
    public static func write(into folder: String) throws(DiagnosticError) -> [String] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        let targets = files.map { (path: base + "/" + $0.path, text: $0.text) }
        var existing = DiagnosticList()
        for target in targets where FileManager.default.fileExists(atPath: target.path) {
            existing.error("already exists; stylebook init never overwrites a file (move it away or pick another folder)",
                           at: SourceLocation(file: target.path))
        }
        if existing.hasErrors { throw DiagnosticError(existing) }
        var transaction = OutputTransaction()
        for target in targets { transaction.write(target.text, to: target.path) }
        do {
            try transaction.commit()
        } catch {
            throw DiagnosticError(.error("cannot write: \(error)", at: SourceLocation(file: base)))
        }
        return targets.map(\.path)
    }

    /// What to do next, for a project created in `folder`.
    public static func nextSteps(folder: String) -> String {
        let dir = folder == "." ? "" : " " + folder
        return """
        Next:
          stylebook build\(dir)            # writes Generated/: asset catalog + Swift
          stylebook build\(dir) --verbose  # the same, saying what it converted and wrote
        Then add Generated/DesignSystem.xcassets and the Generated/*.swift files to your app target,
        put your icons in icons/ and your colours and type in tokens/, and build again.
        """
    }

    static let projectFile = """
    # Stylebook project file. `stylebook build` reads it; paths are relative to this file.
    # Every key is described in the "stylebook.yml" section of Stylebook's README.

    # The asset catalog Stylebook writes symbols and colours into. Stylebook only ever rewrites
    # sets it generated (listed in the catalog's .stylebook-manifest.json); your own sets are safe.
    catalog: Generated/DesignSystem.xcassets

    symbols:
      source: icons             # every *.svg becomes a custom SF Symbol named after the file
      namespace: Icons          # catalog folder with provides-namespace: "Icons/star"
      variants: masters         # regular | masters (Ultralight, Regular, Black; Xcode interpolates) | all
      swift: Generated/Symbols.swift

    tokens:
      files: [tokens/tokens.yml]  # friendly YAML or W3C design tokens (DTCG JSON); or a `resolver:`
      namespace: Colors
      swift: Generated/DesignTokens.swift      # SwiftUI / UIKit / AppKit accessors
      core: Generated/DesignTokensCore.swift   # platform-neutral values (compiles anywhere)
      # require: [dark]                        # every colour must have a dark value

    # lint: stylebook-lint.yml  # WCAG contrast rules, checked on every build

    swift:
      access: internal          # internal | public
      # bundle: module          # main (app, default) | module (Swift package) | framework | automatic

    # cache: .build/stylebook-cache   # where unchanged work is remembered between builds

    """

    static let tokenFile = """
    # Design tokens in Stylebook's friendly YAML. Keys may contain "/" to make groups.
    # A colour lists its appearances: light, dark, light-hc, dark-hc (high contrast).
    # In Swift: Colors.brand, Colors.Content.primary; in SwiftUI also Color.contentPrimary and
    # .foregroundStyle(.contentPrimary), in UIKit UIColor.contentPrimary.
    brand:             { light: "#E8552D", dark: "#FF8A65" }
    content/primary:   { light: "#1A1A1A", dark: "#F5F5F5", light-hc: "#000000", dark-hc: "#FFFFFF" }
    content/secondary: { light: "#5C5C5C", dark: "#B3B3B3" }
    background:        { light: "#FFFFFF", dark: "#121212" }

    # Text styles: font family ("system" is San Francisco), size in points, weight 100-900,
    # line height as a multiple of the size, relativeTo: the Dynamic Type style it scales with.
    # In Swift: TextStyles.title, TextStyles.body (a group "text/…" would be TextStyles.text.…).
    title: { font: system, size: 28, weight: 700, lineHeight: 1.2, relativeTo: title }
    body:  { font: system, size: 17, weight: 400, lineHeight: 1.4, relativeTo: body }

    # Dimensions.
    spacing/s: 8px
    spacing/m: 16px

    """

    static let exampleIcon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
      <!-- An example icon: a star drawn with a stroke. Replace it with your own; the file name is the symbol name. -->
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>
    </svg>

    """
}
