"""tests/st/compiler/fallback/test_graph_fallback_print.py (test_print_list, test_none_compare style) adapted:
print() in graph code of constant sequences, sequences holding Tensors, and None. MindSpore's Print op writes a
flat constant tuple of numbers as the Tensor of its values in parentheses (floats as ``1.50000000e+00``, one
element as ``(7)``), flattens nested constant sequences item by item, turns a number tuple beside a Tensor into a
Tensor; msgraph wrote Python tuples (``(1.5, 2.5)``, ``(7,)``, ``(1, 2)``) and printed a call with a None argument
with Python's print (one line, ``True`` for 1). ops.Print called outside graph code in a Graph-mode script prints
as in PyNative (Tensor reprs, ``True``); msgraph printed the graph form there."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit_stdout


@jit
def consts(x):
    print("ints:", [1, 2, 3, 4, 5])
    print("tup", (-1, 0, 100))
    print("floats", (1.5, 2.5), (1e-7, 3.0))
    print("single", [7])
    print("nested", [[1, 2], [3, 4]], ((5, 6),))
    print("strs", ["a", "b"], ("c", 1))
    print("b", True, None)
    return x


@jit
def with_tensors(x):
    print("t1", (x, (1.5, 2.5)), [x, [1, 2]])
    print("t2", (x, "s", 3, 2.5), (x, (x, 2)))
    print("t3", x > 0, None, x)
    return x


x = Tensor(np.array([1.0, -2.0], np.float32))
emit_stdout("consts", consts, x)
emit_stdout("with_tensors", with_tensors, x)
emit_stdout("ops_print_outside_graph", lambda: ops.Print()("p", x, 3, True, (1, 2)))
