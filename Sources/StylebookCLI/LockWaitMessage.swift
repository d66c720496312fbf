import FileOutput
import Foundation

extension OutputLock.Settings {
    /// The lock settings of a command run in a terminal: when another build holds the output for
    /// longer than a moment, the user is told on standard error why nothing seems to happen.
    public static func terminal(timeout: Double = OutputLock.defaultTimeout) -> OutputLock.Settings {
        OutputLock.Settings(timeout: timeout) { message in
            FileHandle.standardError.write(Data(("stylebook: " + message + "\n").utf8))
        }
    }
}
