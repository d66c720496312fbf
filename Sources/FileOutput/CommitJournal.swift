import Foundation

/// The record of one commit in progress, kept beside what it writes (the catalog's manifest):
/// which staging folders it made and which renames swap the new output in. Written atomically
/// (a temporary file, then a rename) before the first staging folder exists, rewritten before the
/// first rename of the swap, and marked done after the last one; deleted when the commit is over.
/// A run that finds one left by a killed process rolls the swap back (`OutputTransaction.recover`).
public struct CommitJournal: Sendable, Hashable {
    public static let fileName = ".stylebook-journal"
    static let header = "stylebook-journal"

    public enum Phase: String, Sendable, Hashable {
        /// Staging folders are being filled; nothing in the output has moved.
        case staging
        /// Renames are being made; every one of them can be undone.
        case swapping
        /// Every rename is made: the new output is complete, only clean-up remains.
        case done
    }

    public struct Move: Sendable, Hashable {
        public var from: String
        public var to: String
    }

    public var phase: Phase
    /// Absolute paths of the staging folders this commit created.
    public var stagingFolders: [String]
    /// Absolute paths of the renames of the swap, in the order they are made.
    public var moves: [Move]

    public init(phase: Phase, stagingFolders: [String], moves: [Move] = []) {
        self.phase = phase
        self.stagingFolders = stagingFolders
        self.moves = moves
    }

    /// One line per fact, tab-separated; paths are percent-escaped for tab, newline and `%`.
    var encoded: Data {
        var text = Self.header + " 1\nphase\t" + phase.rawValue + "\n"
        for folder in stagingFolders { text += "staging\t" + Self.escape(folder) + "\n" }
        for move in moves { text += "move\t" + Self.escape(move.from) + "\t" + Self.escape(move.to) + "\n" }
        text += "end\n"  // a journal cut short is recognisably incomplete
        return Data(text.utf8)
    }

    /// The journal in `data`, or nil when it is not a complete Stylebook journal.
    static func decode(_ data: Data) -> CommitJournal? {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == Substring(header + " 1"), lines[lines.count - 2] == "end", lines.last == "" else { return nil }
        var journal = CommitJournal(phase: .staging, stagingFolders: [])
        var sawPhase = false
        for line in lines[1..<(lines.count - 2)] {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
            switch (fields.first, fields.count) {
            case ("phase", 2):
                guard let phase = Phase(rawValue: fields[1]) else { return nil }
                journal.phase = phase
                sawPhase = true
            case ("staging", 2): journal.stagingFolders.append(fields[1])
            case ("move", 3): journal.moves.append(Move(from: fields[1], to: fields[2]))
            default: return nil
            }
        }
        return sawPhase ? journal : nil
    }

    static func escape(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func unescape(_ field: String) -> String {
        field.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%25", with: "%")
    }

    /// Writes `self` to `path` through a temporary sibling and a rename, so the journal on disk
    /// is always a whole one (the old or the new).
    func write(to path: String, fileSystem fs: some CommitFileSystem) throws {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        if fs.kind(temporary) != nil { try fs.removeTree(temporary) }
        do {
            try fs.writeFile(encoded, to: temporary)
            try fs.rename(temporary, to: path)
        } catch {
            try? fs.removeTree(temporary)
            throw error
        }
    }

    /// `path` made absolute against the current folder, so a journal means the same to a run
    /// started elsewhere.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FilePaths.join(FileManager.default.currentDirectoryPath, path)
    }
}
