/// Virtual time on a ``TestScheduler``: an integer tick count.
public typealias TestTime = Int
