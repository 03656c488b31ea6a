// `import RxTest`: the virtual-time test kit under RxTest's names, and RxTest's `XCTAssertEqual`
// overloads. Each name is an alias of the StreamsTest type of the same name.

import StreamsTest
@_exported import StreamsXCTest

/// RxTest's `Recorded`: `StreamsTest.Recorded`.
public typealias Recorded = StreamsTest.Recorded
/// RxTest's `Subscription`: `StreamsTest.Subscription`.
public typealias Subscription = StreamsTest.Subscription
/// RxTest's `TestScheduler`: `StreamsTest.TestScheduler`.
public typealias TestScheduler = StreamsTest.TestScheduler
/// RxTest's `TestSchedulerVirtualTimeConverter`: `StreamsTest.TestSchedulerVirtualTimeConverter`.
public typealias TestSchedulerVirtualTimeConverter = StreamsTest.TestSchedulerVirtualTimeConverter
/// RxTest's `TestableObservable`: `StreamsTest.TestableObservable`.
public typealias TestableObservable = StreamsTest.TestableObservable
/// RxTest's `TestableObserver`: `StreamsTest.TestableObserver`.
public typealias TestableObserver = StreamsTest.TestableObserver
/// RxTest's `TestTime`: `StreamsTest.TestTime`.
public typealias TestTime = StreamsTest.TestTime
