"""graph_syntax statements / strings, second pass: raise under a Tensor condition, global, augmented assignment on
container items and strings, string methods and formatting, tuple / list methods, ifexp and boolean operators."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([7, -7, 5], np.int32))
G = 10
C, reg = registry()


@reg(X)
def raise_cond(x):
    if x[0] > 1:
        raise ValueError(f"x0 too big: {2 + 3}")
    return x


@reg(X)
def raise_cond_false(x):
    if x[1] > 1:
        raise ValueError("never")
    return x * 2


@reg(X)
def global_read(x):
    return x * G, G + 1


@reg(Tensor(np.array([1.5, -2.5, 3.0], np.float32)))
def aug_items(x):
    a = [1, 2, 3]
    a[0] += 10
    a[-1] *= 2
    t = [x, x]
    t[1] -= 1
    d = {"k": 1}
    d["k"] += 5
    return a, t, d


@reg(X)
def aug_str_num(x):
    s = "a"
    for i in range(3):
        s += str(i)
    n = 1.5
    n *= 2
    n -= 0.1
    m = 7
    m /= 2
    return s, n, m


@reg(X)
def str_methods2(x):
    s = "  Hello World  "
    return (s.strip(), s.lower(), s.title(), s.lstrip(), s.rstrip(), s.strip().split(" "), "a b  c".split(),
            s.strip().isalpha(), "123".isdigit(), "x".center(5, "*"), "ab".zfill(4), "abcab".rfind("ab"), "a-b".partition("-"))


@reg(X)
def str_index(x):
    s = "abcdef"
    return s[0], s[-1], s[::2], s[-3:], s[10:], s.index("c"), s.endswith(("ef", "x")), ord("a"), chr(98)


@reg(X)
def str_cmp(x):
    return "abc" < "abd", "a" * 3 == "aaa", "b" > "abc", "A" != "a", "" in "abc", "abc".upper() == "ABC"


@reg(X)
def str_format2(x):
    n = 3
    return ("{:>5}|{:<5}|{:^5}".format("a", "b", "c"), f"{n!r}", f"{'q'!r}", f"{n:+d}", f"{1234567:,}", f"{0.25:%}",
            f"{n:b}", f"{n * 1.5:e}", "%x %o %e" % (255, 8, 1.5), "%-4d|" % 7, "%r" % "s")


@reg(X)
def tuple_methods(x):
    t = (1, 2, 3, 2)
    l = [3, 1, 2]
    l.append(4)
    l.extend((5,))
    l.insert(0, 9)
    p = l.pop()
    l.reverse()
    return t.index(2), t.count(2), l, p, t[-2:], l.index(3)


@reg(X)
def ifexp_bool(x):
    a = 1 if x[0] > 0 else 2
    b = x if x[1] > 0 else -x
    c = (0 or 5, 3 and 4, None or "d", [] or (1,), 0 and 1, "" or 0)
    return a, b, c


@reg(X)
def bool_ops_tensor(x):
    return (x[0] > 0) and (x[2] > 0), (x[1] > 0) or (x[2] > 0), not (x[0] > 0), (x[0] > 0) and 5


@reg(X)
def nested_fn_default(x):
    def f(a, b=2, *args, **kw):
        return a * b + len(args) + len(kw)
    return f(1), f(2, 3), f(1, 2, 3, 4, k=1), f(x, b=x)


@reg(X)
def lambda_default(x):
    f = lambda a, b=3: a - b
    g = lambda *a: sum(a)
    return f(1), f(5, b=1), g(1, 2, 3), (lambda: 7)()


@reg(X)
def while_break_continue(x):
    i = 0
    s = 0
    while i < 10:
        i += 1
        if i % 2 == 0:
            continue
        if i > 7:
            break
        s += i
    else:
        s = -1
    return s, i


@reg(X)
def for_else(x):
    r = 0
    for i in (1, 2, 3):
        if i == 5:
            break
    else:
        r = 9
    return r, i


@reg(X)
def tuple_unpack_nested(x):
    (a, b), c = (1, 2), 3
    [d, (e, f)] = [4, (5, x)]
    return a, b, c, d, e, f


@reg(X)
def swap(x):
    a, b = 1, x
    a, b = b, a
    return a, b


if __name__ == "__main__":
    run_all(C)
