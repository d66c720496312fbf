import Diagnostics

/// Image sets from a folder of SVG/PDF/PNG/JPEG sources: a project's `images:`, or
/// `stylebook images`'s arguments. Never skipped whole (the image writer compares bytes itself).
public struct ImagesPart: Sendable {
    var settings: ImageBuild.Settings?
    /// A project's section, turned into settings by `read` (its rule errors point at stylebook.yml).
    let project: (images: ProjectConfig.Images, config: ProjectConfig)?

    /// `stylebook images`: settings as given on the command line.
    public init(_ settings: ImageBuild.Settings) {
        self.settings = settings
        project = nil
    }

    init(_ images: ProjectConfig.Images, in config: ProjectConfig) {
        settings = nil
        project = (images, config)
    }
}

extension ImagesPart: BuildPart {
    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        guard let project else { return }
        let (images, config) = project
        do throws(DiagnosticError) {
            let rules = try ImageBuild.rules(default: images.rendering, template: images.template, original: images.original)
            settings = ImageBuild.Settings(source: config.resolve(images.source), namespace: images.namespace,
                                           swift: images.swift.map(config.resolve), rules: rules, code: config.code)
        } catch {
            let configLocation = SourceLocation(file: config.path)
            throw DiagnosticError(DiagnosticList(error.diagnostics.items.map {
                Diagnostic($0.severity, $0.message, at: $0.location ?? configLocation, hint: $0.hint)
            }))
        }
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        guard let settings else { return nil }
        let planned = ImageBuild.plan(settings, into: &run.output)
        run.report.images = planned.images
        run.report.diagnostics.append(contentsOf: planned.diagnostics)
        if planned.diagnostics.hasErrors { run.blocking = true }
        return nil
    }
}
