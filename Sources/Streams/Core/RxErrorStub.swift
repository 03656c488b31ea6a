// TEMPORARY (branch `traits` only): stands in for `Core/RxError.swift`, which another helper
// adds; deleted when that lands in main.
/// Stand-in for RxSwift's error enum.
public enum RxError: Error, Equatable {
  /// No element.
  case noElements
  /// More than one element.
  case moreThanOneElement
}
