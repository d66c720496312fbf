/// The setting that fixes what a diagnostic reports, named for each place it can be given: as a
/// command-line flag and as a `stylebook.yml` key. Readers name the setting once; the tool that
/// prints the diagnostic shows the form that fits the command (`Diagnostic.text(hints:)`).
public enum DiagnosticHint: Sendable, Hashable {
    /// `flag` as typed on the command line (`--input "size=small"`), `configKey` as written in
    /// stylebook.yml (`tokens.inputs: {size: small}`).
    case setting(flag: String, configKey: String)

    /// Which forms of a hint to show.
    public enum Form: Sendable, Hashable {
        /// `--flag (stylebook.yml: key)`: where either may have been used (the default).
        case both
        /// `--flag` only: a command run without a project file.
        case commandLine
        /// `key (stylebook.yml)` only.
        case projectFile
    }

    /// The hint's text in `form`; a message ends where this follows it.
    public func text(_ form: Form = .both) -> String {
        switch self {
        case .setting(let flag, let configKey):
            switch form {
            case .both: "\(flag) (stylebook.yml: \(configKey))"
            case .commandLine: flag
            case .projectFile: "\(configKey) (stylebook.yml)"
            }
        }
    }
}
