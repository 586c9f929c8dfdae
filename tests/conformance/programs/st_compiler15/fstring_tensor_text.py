"""tests/st/compiler/fallback/test_graph_fallback_runtime_list_inplace.py::test_list_in_joined_str_2..4 adapted: the
text of Tensors inside a list/tuple in graph code -- str(list), an f-string of a list (Tensor reprs) and a raise
message's f-string (MindSpore's Graph mode writes the Tensors with their str there). msgraph's Graph mode wrote
numpy reprs (``[array([1]), array([2])]``, ``np.float32(3.5)``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def list_str(a):
    x = [a, a + 1]
    return str(x)


@jit
def fstring(a):
    x = [a, a + 1]
    return f"v={x} t={(a, 2)} a={a}"


@jit
def raise_fstring(a):
    x = [a, a + 1]
    raise TypeError(f"The input is {x} and {(a, [a])} and {a}")


def message(fn, *args):
    try:
        fn(*args)
    except TypeError as e:
        return str(e).splitlines()[0]
    return "no error"


for name, t in (("f32", Tensor(np.array([1.0, 2.5], np.float32))), ("i64", Tensor(np.array([1], np.int64))),
                ("scalar", Tensor(np.float32(2.5)))):
    emit("list_str_" + name, list_str(t))
    emit("fstring_" + name, fstring(t))
    emit("raise_" + name, message(raise_fstring, t))
