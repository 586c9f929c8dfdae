"""print() in graph code with a numpy array among its arguments (a constant, a Cell's numpy attribute or
x.asnumpy()): MindSpore's JIT fallback runs Python's print, on one line, Tensors as str() shows them;
without one it is the Print op (each argument on its own line); a list holding a Tensor prints each
element on its own line (tests/st/compiler/fallback/python_builtin_funtions/test_graph_fallback_runtime_print.py)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit
from _conf import emit, emit_stdout

MODES = ("graph",)   # (MindSpore's PyNative record loses the async Print op lines of a @jit)


@jit
def asnumpy_print():
    x = Tensor(np.array([1, 2, 3, 4]))
    y = x.asnumpy()
    print(x, y)


class NumpyAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = np.array([1, 2])

    def construct(self):
        y = np.array([3, 4])
        print(self.x)
        return Tensor(y + self.x)


@jit
def numpy_lines(x):
    a = np.array([1, 2, 3])
    print(x, a)
    print("f", x, 2.5, True, (1, 2), [3, 4], a)
    return x


class OpLines(nn.Cell):
    def construct(self, x):
        a = np.array([1, 2, 3])
        print("s", np.sum(a))
        print("t", x, np.float64(1.5))
        print("mix", [x, 1])
        return x


x = Tensor(np.array([1.5, 2.0], np.float32))
emit_stdout("asnumpy_print", asnumpy_print)
emit_stdout("numpy_attr", lambda: NumpyAttr()())
emit("numpy_attr_value", NumpyAttr()())
emit_stdout("numpy_lines", lambda: numpy_lines(x))
emit_stdout("op_lines", lambda: OpLines()(x))
