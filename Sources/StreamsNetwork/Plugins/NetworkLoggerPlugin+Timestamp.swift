import Foundation

extension NetworkLoggerPlugin.Configuration.Formatter {
  /// The short numeric date and time of `date`, as the log's entries carry it.
  ///
  /// `11/14/2023, 10:13 PM` in `en_US`, `14.11.2023, 22:13` in `de_DE`: what
  /// `Date.formatted(date: .numeric, time: .shortened)` writes, here from a `DateFormatter`
  /// because `formatted` needs macOS 12 / iOS 15, above the package's floor.
  ///
  /// - Parameters:
  ///   - date: The moment.
  ///   - locale: The locale to write it for; the user's by default.
  ///   - timeZone: The time zone to write it in; the user's by default.
  /// - Returns: The stamp.
  package static func timestamp(
    _ date: Date, locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent
  ) -> String {
    // A new formatter per entry: `DateFormatter` is not `Sendable`, and the template resolves
    // against the locale at the time it is set.
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.setLocalizedDateFormatFromTemplate("yMdjmm")
    return formatter.string(from: date)
  }
}
