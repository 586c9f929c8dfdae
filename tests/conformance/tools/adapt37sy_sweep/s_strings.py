"""String methods and formatting in graph code: split / join / replace / strip / find / startswith / upper /
format / f-strings with specs / % formatting of numbers and Tensors, string slicing and comparisons."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
S = Tensor(np.array(2.5, np.float32))
I = Tensor(np.array(7, np.int32))
C, reg = registry()


@reg(X)
def split_join(x):
    s = "a,b,,c"
    return s.split(","), s.split(",", 1), " a  b ".split(), "-".join(["x", "y"]), "".join(("a", "b")), s.rsplit(",", 1)


@reg(X)
def replace_strip(x):
    s = "  Hello World  "
    return s.strip(), s.lstrip(), s.rstrip(), s.replace("l", "L"), s.replace("l", "L", 1), "xxhixx".strip("x")


@reg(X)
def find_count(x):
    s = "banana"
    return s.find("an"), s.rfind("an"), s.count("a"), s.index("n"), s.find("z"), "an" in s, s.startswith("ba"), s.endswith(("x", "na"))


@reg(X)
def case_methods(x):
    s = "hello World"
    return s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.isdigit(), "12".isdigit(), "ab".isalpha()


@reg(X)
def format_method(x):
    return "{}-{}".format(1, "a"), "{1}{0}".format("a", "b"), "{:>5}".format("ab"), "{:.3f}".format(3.14159), "{:05d}".format(42), "{a}".format(a=3)


@reg(X)
def fstring_specs(x):
    v = 3.14159
    n = 42
    return f"{v:.2f}", f"{n:04d}", f"{n:x}", f"{v:e}", f"{n:>6}", f"{'s':*^5}", f"{n!r}", f"{v}"


@reg(X)
def fstring_tensor(x):
    return f"{x[0]}", f"v={x}", f"{x.shape}", f"{x.dtype}"


@reg(S)
def percent_tensor(x):
    return "%s" % x, "%s|%d" % ("a", 3), "%.2f" % 3.14159, "%5.1f|%-4d|" % (2.25, 7), "%x" % 255, "%r" % "q"


@reg(I)
def percent_tensor_int(x):
    return "%s" % (x,), "v: %s" % x


@reg(X)
def str_slicing(x):
    s = "abcdef"
    return s[::-1], s[1:4], s[-2:], s[::2], s[5:1:-2], s[-1], s[10:]


@reg(X)
def str_ops(x):
    return "ab" * 3, "a" + "b", "ab" < "b", "a" == "a", "abc" > "abd", 3 * "x", "" or "d"


@reg(X)
def str_misc(x):
    return "a b c".partition(" "), "x".zfill(4), "ab".center(6, "-"), "Ab".ljust(4) + "|", "1,2".split(",")[1], len("a\tb")


@reg(X)
def str_of_containers(x):
    return str([1, "a"]), str((1,)), str({"k": 2}), str(1.0), str(-0.0), str(1e20), str(float("inf"))


@reg(X)
def str_to_numbers(x):
    return int("-12"), float("3.5e2"), int("  7"), float("inf"), float("nan") != float("nan")


run_all(C)
