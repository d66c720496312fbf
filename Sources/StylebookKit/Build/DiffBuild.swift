import Diagnostics
import FileOutput
import Foundation
import StyleGuide

/// `stylebook diff OLD NEW`: each side is a project folder (or its stylebook.yml), or a git
/// revision of the project, which is exported with `git archive` into a temporary folder (the
/// repository and its work tree are only read).
public enum DiffBuild {
    /// One side, ready to read: where its stylebook.yml is, and how to name it on the page.
    public struct Side: Sendable {
        public var project: String
        public var label: String
        /// For a git revision: the temporary folder it was exported to, which stands for the
        /// repository's root in messages.
        public var exportRoot: String?
    }

    /// Resolves `spec` as a path when one exists there, else as a git revision of the repository
    /// holding `project` (exported under `scratch`).
    public static func side(_ spec: String, project: String, scratch: String) throws(DiagnosticError) -> Side {
        if FileManager.default.fileExists(atPath: spec) { return Side(project: spec, label: spec) }
        let here = SourceLocation(file: project)
        let top = try git(["-C", project, "rev-parse", "--show-toplevel"], at: here,
                          failure: "'\(spec)' is not a folder, and \(project) is not inside a git repository to read a revision from")
        let root = top.trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try git(["-C", project, "rev-parse", "--show-prefix"], at: here, failure: "cannot locate the project in its repository")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try git(["-C", root, "rev-parse", "--verify", "--quiet", spec + "^{commit}"], at: here,
                             failure: "'\(spec)' is neither a folder nor a git revision").trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = scratch + "/" + String(commit.prefix(12))
        if !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticError(.error("cannot create a temporary folder: \(error.localizedDescription)", at: SourceLocation(file: folder)))
            }
            let archive = folder + ".tar"
            _ = try git(["-C", root, "archive", "--format=tar", "-o", archive, commit], at: here, failure: "git archive of \(spec) failed")
            let untar = runTool(["tar", "-xf", archive, "-C", folder])
            try? FileManager.default.removeItem(atPath: archive)
            guard untar.status == 0 else {
                throw DiagnosticError(.error("cannot unpack \(spec): \(untar.stderr)", at: SourceLocation(file: folder)))
            }
        }
        let path = prefix.isEmpty ? folder : folder + "/" + (prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix)
        return Side(project: path, label: spec, exportRoot: folder)
    }

    /// `diagnostic` with a path inside an exported revision written relative to the repository
    /// (`icons/x.svg`, not `/tmp/stylebook-diff-…/1a2b3c/icons/x.svg`).
    static func located(_ diagnostic: Diagnostic, on side: Side) -> Diagnostic {
        guard let root = side.exportRoot, let file = diagnostic.location?.file else { return diagnostic }
        var d = diagnostic
        if file == root || file.hasPrefix(root + "/") {
            let relative = String(file.dropFirst(root.count)).drop { $0 == "/" }
            d.location?.file = relative.isEmpty ? "." : String(relative)
        }
        return d
    }

    /// Both sides' diagnostics, each once: one that both sides report is printed as is, one that
    /// only one side reports says which (`(in HEAD~1)`).
    static func merged(_ old: [Diagnostic], _ new: [Diagnostic], labels: (String, String)) -> [Diagnostic] {
        func naming(_ d: Diagnostic, _ label: String) -> Diagnostic {
            var named = d
            named.message += " (in \(label))"
            return named
        }
        let inOld = Set(old), inNew = Set(new)
        return old.map { inNew.contains($0) ? $0 : naming($0, labels.0) } + new.filter { !inOld.contains($0) }.map { naming($0, labels.1) }
    }

    /// Reads both sides and compares them. Errors on either side are returned, and no diff.
    public static func diff(old: Side, new: Side) -> (diff: GuideDiff?, old: GuideInput?, new: GuideInput?, diagnostics: DiagnosticList) {
        var sides: [[Diagnostic]] = []
        var models: [GuideInput] = []
        for side in [old, new] {
            do throws(DiagnosticError) {
                let config = try ProjectConfig.load(at: side.project)
                let model = GuideBuild.model(config, title: side.label, fonts: FontAvailability(families: []))
                sides.append(model.diagnostics.items.map { located($0, on: side) })
                models.append(model.input)
            } catch {
                sides.append(error.diagnostics.items.map { located($0, on: side) })
            }
        }
        let diagnostics = DiagnosticList(merged(sides[0], sides[1], labels: (old.label, new.label)))
        guard models.count == 2, !diagnostics.hasErrors else { return (nil, nil, nil, diagnostics) }
        let diff = GuideDiffer.diff(old: models[0], new: models[1], oldLabel: old.label, newLabel: new.label, renames: models[1].renames)
        return (diff, models[0], models[1], diagnostics)
    }

    /// Writes the HTML page (into a folder, like a guide) and the Markdown file, together.
    public static func write(_ diff: GuideDiff, old: GuideInput, new: GuideInput, html: String?, markdown: String?) throws(DiagnosticError) {
        if let markdown {
            var transaction = OutputTransaction()
            transaction.write(DiffMarkdown.render(diff), to: markdown)
            do { try transaction.commit() } catch {
                throw DiagnosticError(.error("cannot write: \(error)", at: SourceLocation(file: markdown)))
            }
        }
        if let html {
            _ = try GuideFolder.write(DiffWriter.files(diff, old: old, new: new), to: html)
        }
    }

    static func git(_ arguments: [String], at location: SourceLocation, failure: String) throws(DiagnosticError) -> String {
        let result = runTool(["git"] + arguments)
        guard result.status == 0 else {
            let detail = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw DiagnosticError(.error(failure + (detail.isEmpty ? "" : " (git: \(detail))"), at: location))
        }
        return result.stdout
    }

    /// Runs a tool found on PATH (through /usr/bin/env), capturing its output.
    static func runTool(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "", "cannot run \(arguments.first ?? ""): \(error.localizedDescription)") }
        // Read both pipes while the tool runs, so a chatty tool never blocks on a full pipe.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
