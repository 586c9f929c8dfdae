"""adapt43gs: print() in graph code of Python objects made when the graph runs (``x.tolist()``, an element of it,
``sorted(x.tolist())``, ``any(<generator over x.tolist()>)``) and of Enum members (MindSpore 2.10 CPU; adapted from
st fallback's print tests (test_graph_fallback_print / test_fallback_print_pyexecute) with the printed values
run-time lists and enum constants).

MindSpore's JIT Fallback prints these with Python's print: the arguments on one line, Python's text
(``print("v:", x.tolist(), 5)`` is ``v: [1.0, 2.0, 3.0] 5``, ``print(l[0])`` is ``1.0``, a Tensor beside an Enum
member as ``str`` shows it).  msgraph used the Print op: each argument on its own line, the list as a Tensor
``( 1.00000000e+00, ...)``, the float ``1`` (silent: other printed text)."""
import enum

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_stdout


class Color(enum.Enum):
    RED = 1


X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def print_element(x):
    l = x.tolist()
    print(l[0])
    return x


@ms.jit
def print_list_between(x):
    print("v:", x.tolist(), 5)
    return x


@ms.jit
def print_sorted_len(x):
    print(sorted(x.tolist()), len(x.tolist()))
    return x


@ms.jit
def print_any_genexpr(x):
    print(any(e > 2 for e in x.tolist()))
    return x


@ms.jit
def print_enum_tensor(x):
    print("c", Color.RED, x)
    return x


class Net(nn.Cell):
    def construct(self, x):
        print("m", list(map(lambda e: e + 1, x.tolist())))
        return x


emit_stdout("print_element", print_element, X)
emit_stdout("print_list_between", print_list_between, X)
emit_stdout("print_sorted_len", print_sorted_len, X)
emit_stdout("print_any_genexpr", print_any_genexpr, X)
emit_stdout("print_enum_tensor", print_enum_tensor, X)
emit_stdout("print_map_cell", Net(), X)
