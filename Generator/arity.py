"""What the arity templates call: the range of arities, names and lists per arity, marbles.

Every helper takes the arity `n` (the number of sources) and returns text; `i` below is the
1-based position of a source.
"""

__all__ = [
    "ARITIES",
    "count",
    "ordinal",
    "each",
    "letters",
    "tag",
    "slot",
    "marble",
]

ARITIES = range(2, 9)

_COUNTS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"]
_ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
_LETTERS = "ABCDEFGH"
# Marble names of the sources, and the two elements each one emits.
_SOURCES = "abcdefgh"
_ELEMENTS = [("1", "2"), ("x", "y"), ("p", "q"), ("m", "n"), ("u", "v"), ("j", "k"), ("r", "s"),
             ("w", "z")]


def count(n):
    """`two` … `eight`."""
    return _COUNTS[n]


def ordinal(i):
    """`first` … `eighth`."""
    return _ORDINALS[i]


def each(n, pattern, separator=", "):
    """`pattern` once per source, joined: `{i}` is 1…n, `{j}` 0…n-1, `{L}` A…H, `{s}` a…h."""
    return separator.join(
        pattern.format(i=i, j=i - 1, L=_LETTERS[i - 1], s=_SOURCES[i - 1]) for i in range(1, n + 1)
    )


def letters(n):
    """`A, B, C` for n = 3."""
    return each(n, "{L}")


def tag(i, n):
    """How source i's element `$0` is wrapped into `Values<n>`: `.tail(.head($0))`."""
    inner = "$0" if i == n else ".head($0)"
    for _ in range(i - 1):
        inner = f".tail({inner})"
    return inner


def slot(i, n):
    """How source i's value is read back out of a `Values<n>?` in a row: `?.tail?.head`."""
    path = "?.tail" * (i - 1)
    return path if i == n else path + "?.head"


def marble(op, n, selector):
    """The marble lines of `op` (`zip`, `combineLatest`, or `single` for `zip` of singles) over
    n sources, without `///`.

    Source k emits its first element at column k; for `zip` every source emits a second one at
    column n + 1 + k, for `combineLatest` only the first source does, at column n + 1. Every
    source completes at the column after its last element. The call line shows the selector
    (string concatenation) or the tuple form; the last line is the result, each value at the
    column it is emitted (a value longer than one column pushes the rest of the line right,
    and values never touch).
    """
    if op == "single":
        return _single_marble(n, selector)
    seconds = n if op == "zip" else 1
    if op not in ("zip", "combineLatest"):
        raise ValueError(op)
    end = n + 1 + seconds
    lines = []
    for k in range(n):
        column = ["-"] * end
        column[k] = _ELEMENTS[k][0]
        if k < seconds:
            column[n + 1 + k] = _ELEMENTS[k][1]
        lines.append(f"{_SOURCES[k]}: " + "".join(column) + "|")
    names = ", ".join(_SOURCES[:n])
    if selector:
        body = "".join(f"\\(${k})" for k in range(n))
        lines.append(f'{op}({names}) {{ "{body}" }}')
    else:
        lines.append(f"{op}({names})")

    def value(row):
        return "".join(row) if selector else "(" + ",".join(row) + ")"

    firsts = [e[0] for e in _ELEMENTS[:n]]
    events = {n - 1: value(firsts)}
    if op == "zip":
        events[2 * n] = value([e[1] for e in _ELEMENTS[:n]])
    else:
        events[n + 1] = value([_ELEMENTS[0][1]] + firsts[1:])
    result = ""
    for column in range(end):
        if column in events:
            if result and result[-1] != "-":
                result += "-"
            result += events[column]
        elif len(result) <= column:
            result += "-"
    lines.append("   " + result + "|")
    return lines


def _single_marble(n, selector):
    """`zip` of n singles: single k succeeds at column k; the result succeeds with the last."""
    lines = [f"{_SOURCES[k]}: " + "-" * k + _ELEMENTS[k][0] + "|" for k in range(n)]
    names = ", ".join(_SOURCES[:n])
    row = [e[0] for e in _ELEMENTS[:n]]
    if selector:
        body = "".join(f"\\(${k})" for k in range(n))
        lines.append(f'zip({names}) {{ "{body}" }}')
        value = "".join(row)
    else:
        lines.append(f"zip({names})")
        value = "(" + ",".join(row) + ")"
    lines.append("   " + "-" * (n - 1) + value + "|")
    return lines
