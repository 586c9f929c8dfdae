"""tests/st/compiler/fallback/test_graph_fallback_print.py::test_print_dict / test_dict_all_print adapted: print() of
dicts in graph code. A dict made by a dict() call is a Python object in MindSpore 2.10 (PyExecute): the print is
Python's, on one line (``x:  {'one': 1, 'two': 2}``); a dict display ({"k": v}) goes to the Print op as the tuple of
its values (``(1)``; Tensors one per line). msgraph printed every dict with the Print op as its repr."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_stdout


class DictCallPrint(nn.Cell):
    def construct(self):
        x = dict([("one", 1), ("two", 2)])
        print("x: ", x)
        return 0


@jit
def dict_call(x):
    d = dict(zip(["one", "two", "three"], [1, 2, 3]))
    print("dict_x1:", d)
    print("b", 1)
    return x


@jit
def dict_display(x):
    print("k:", {"k": 1})
    print("y", {"a": x}, 3)
    return x


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_stdout("cell_dict_call", DictCallPrint())
emit_stdout("dict_call", dict_call, x)
emit_stdout("dict_display", lambda: dict_display(x).asnumpy())
