"""adapt44fb: print() in graph code of values made when the graph runs by numpy or Python: a numpy scalar
(``np.sum(x.asnumpy())``, ``x.asnumpy()[0]``, ``np.sum(...) > 2``), a Python number made from one
(``int(np.argmax(x.asnumpy()))``, ``bool(np.all(...))``, ``float(x.asnumpy()[0])``), a list / tuple / dict literal
holding an element of ``x.tolist()`` (MindSpore 2.10 CPU, @ms.jit and a Graph-mode Cell; adapted from st
compiler/fallback/python_builtin_funtions/test_graph_fallback_runtime_print.py with run-time values).  MindSpore's
JIT Fallback prints them as Python does, all arguments on one line (``sum: 6.0``, ``True 0 3.0``, ``[3.0, 2] t``; a
dict as the tuple of its values, ``(3.0, 's')``).  SILENT: msgraph used the Print op -- each argument on its own
line, ``6`` for 6.0, ``1`` for True, the list as ``( 3.00000000e+00,  2.00000000e+00)``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_stdout

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))


def print_np_scalar(x):
    print("sum:", np.sum(x.asnumpy()))
    print(x.asnumpy()[0])
    return x


def print_np_compare(x):
    print(np.sum(x.asnumpy()) > 2)
    return x


def print_numbers_of_numpy(x):
    print(bool(np.all(x.asnumpy() > 0)), int(np.argmax(x.asnumpy())), float(x.asnumpy()[0]))
    return x


def print_list_of_runtime(x):
    print([x.tolist()[0], 2], "t")
    return x


def print_tuple_of_runtime(x):
    print((x.tolist()[1], 2))
    return x


def print_dict_of_runtime(x):
    print({"a": x.tolist()[0], "b": "s"})
    return x


def print_in_runtime_branch(x):
    if x.asnumpy().sum() > 5:
        print("big", x.asnumpy().sum())
    else:
        print("small")
    return x


FNS = (print_np_scalar, print_np_compare, print_numbers_of_numpy, print_list_of_runtime, print_tuple_of_runtime,
       print_dict_of_runtime, print_in_runtime_branch)

for fn in FNS:
    emit_stdout("jit_" + fn.__name__, ms.jit(fn), X)

ms.set_context(mode=ms.GRAPH_MODE)
for fn in FNS:
    class Net(nn.Cell):
        def __init__(self, f):
            super().__init__()
            self.f = f

        def construct(self, x):
            return self.f(x)
    emit_stdout("cell_" + fn.__name__, Net(fn), X)
ms.set_context(mode=ms.PYNATIVE_MODE)
