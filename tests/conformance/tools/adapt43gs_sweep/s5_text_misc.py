"""Printed text and strings in graph code (print of f-strings with format specs, of str.join / format results,
of enum / namedtuple constants), string values of run-time lists, dataclass / namedtuple / enum objects made or
passed in graph code, getattr / setattr over computed names in loops; P / J / G (print output captured from file
descriptor 1)."""
import collections
import dataclasses
import enum

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore import nn
from _h import registry, run_all, captured, case


C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
X0 = Tensor(2.5, ms.float32)
XI = Tensor(np.array([3, 1, 2], np.int32))
Point = collections.namedtuple("Point", ["x", "y"])


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Mode(enum.IntEnum):
    A = 3


@dataclasses.dataclass
class Cfg:
    scale: float = 2.0
    name: str = "cfg"


CFG = Cfg()


PRINTS = []


def _p(f):
    PRINTS.append(f)
    return f


@_p
def print_fstring_spec(x):
    print(f"n={3.14159:.2f} i={7:03d} s={'ab':>4}")
    return x


@_p
def print_join(x):
    print("-".join(["a", "b"]), ",".join([str(i) for i in range(3)]))
    return x


@_p
def print_enum(x):
    print(Color.RED, Color.GREEN.value)
    return x


@_p
def print_intenum(x):
    print(Mode.A, Mode.A + 1)
    return x


@_p
def print_namedtuple(x):
    print(Point(1, 2))
    return x


@_p
def print_dataclass_attr(x):
    print(CFG.name, CFG.scale)
    return x


@_p
def print_sep_end(x):
    print("a", "b", 3, sep="|", end="!\n")
    return x


@_p
def print_tolist(x):
    print(x.tolist())
    return x


@_p
def print_runtime_listcomp(x):
    print([e * 2 for e in x.tolist()][0])
    return x


@_p
def print_map_list(x):
    print(list(map(lambda e: e + 1, x.tolist())))
    return x


@_p
def print_str_format_tensor_item(x):
    print("{:.1f}".format(x[0].item()))
    return x


@reg(X)
def str_of_tolist(x):
    return str(x.tolist())


@reg(X)
def join_of_tolist(x):
    return ",".join([str(e) for e in x.tolist()])


@reg(X)
def join_map_str_tolist(x):
    return ",".join(map(str, x.tolist()))


@reg(X)
def fstring_of_tolist(x):
    l = x.tolist()
    return f"{l[0]:.2f}/{len(l)}"


@reg(X)
def enum_lookup(x):
    return Color(2).name, Color["RED"].value


@reg(X)
def enum_iterate(x):
    s = x * 0
    for c in Color:
        s = s + c.value
    return s


@reg(X)
def enum_in_dict_key(x):
    d = {Color.RED: 1.0, Color.GREEN: 2.0}
    return x * d[Color.GREEN]


@reg(X)
def namedtuple_replace(x):
    p = Point(1, 2)
    q = p._replace(y=5)
    return q.y, q


@reg(X)
def namedtuple_fields(x):
    return Point._fields, len(Point(1, 2))


@reg(X)
def namedtuple_tensor_fields(x):
    p = Point(x, x * 2)
    return p


@reg(X)
def dataclass_make(x):
    c = Cfg(3.0)
    return x * c.scale


@reg(X)
def dataclass_asdict(x):
    return dataclasses.asdict(CFG)


@reg(X)
def getattr_loop_names(x):
    s = x * 0
    for n in ("scale",):
        s = s + getattr(CFG, n)
    return s


@reg(X)
def hasattr_dataclass(x):
    return hasattr(CFG, "scale"), hasattr(CFG, "zz")


@reg(X)
def getattr_str_method(x):
    return getattr("abc", "upper")()


@reg(XI)
def str_of_int_tensor_items(x):
    return [str(e) for e in (1, 2.5, True, None)]


@reg(X)
def format_builtin(x):
    return format(3.14159, ".2f"), format(5, "04d"), format("a", ">3")


@reg(X)
def str_conversions(x):
    return str(1.5), str(True), str(None), repr("a"), str((1, 2)), str([1.0])


@reg(X0)
def str_of_tensor_0d(x):
    return str(x)


@reg(X)
def str_split_join_upper(x):
    words = "a b c".split()
    return "".join(w.upper() for w in words)


@reg(X)
def str_multiply_add(x):
    return "ab" * 3 + "c", "x" + str(2)


@reg(X)
def str_count_index(x):
    s = "banana"
    return s.count("a"), s.index("n"), s.rfind("a"), s.isalpha(), s.zfill(8)


run_all(C)


def _run_prints():
    """print cases: each eagerly (P), as @ms.jit (J) and in a Graph-mode Cell (G), the text captured outside."""
    for tag in "PJG":
        for f in PRINTS:
            ms.set_context(mode=ms.GRAPH_MODE if tag == "G" else ms.PYNATIVE_MODE)
            if tag == "P":
                call = f
            elif tag == "J":
                call = ms.jit(f)
            else:
                class Net(nn.Cell):
                    def construct(self, x):
                        return f(x)
                call = Net()
            case(f"{tag} {f.__name__}", lambda: captured(call, X))
    ms.set_context(mode=ms.PYNATIVE_MODE)


_run_prints()
