"""Deep but legal nesting in Graph mode, and MindSpore 2.10's call-depth limit (``max_call_depth``, 1000; set by
``ms.set_recursion_limit``): Cells nested 120 / 200 deep, SequentialCells nested 60 deep, a 200-layer SequentialCell,
a recursion on a Python counter 100 and 332 levels deep compile there; a recursion 333 levels deep, an endless
recursive ``construct``, and with the limit 100 a chain of 97 nested Cells or a recursion 33 deep are its
RuntimeError "Exceed function call depth limit".  msgraph stopped a recursion at 80 levels (MSG408) and nested Cells
at 120, and 75 nested Cells already hit Python's RecursionError in a plain script (each inlined level took 12-14
Python frames of Python's limit 1000)."""

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)

class Leaf(nn.Cell):
    def construct(self, x):
        return x + 1.0

class Wrap(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(x) * 1.0 + 1.0

def nested(n):
    c = Leaf()
    for _ in range(n):
        c = Wrap(c)
    return c

def nested_seq(n):
    c = Leaf()
    for _ in range(n):
        c = nn.SequentialCell([c, Leaf()])
    return c

def count(x, n):
    if n == 0:
        return x
    return count(x, n - 1) + 1.0

class CountCell(nn.Cell):
    def construct(self, x, n):
        return count(x, n)

class RecCell(nn.Cell):
    def construct(self, x):
        return self.construct(x) * 2.0

x = Tensor(np.arange(3, dtype=np.float32))
emit("nested_cells_70", nested(70)(x))
emit("nested_cells_120", nested(120)(x))
emit("nested_cells_200", nested(200)(x))
emit("nested_sequential_60", nested_seq(60)(x))
emit("sequential_200", nn.SequentialCell([nn.ReLU() if i % 2 else Leaf() for i in range(200)])(x))
emit("recursion_100", ms.jit(count)(x, 100))
emit("recursion_332", ms.jit(count)(x, 332))
emit_error("recursion_333", lambda: ms.jit(count)(x, 333))
emit("recursion_in_cell_200", CountCell()(x, 200))
emit_error("recursive_construct", lambda: RecCell()(x))

ms.set_recursion_limit(100)
try:
    emit("limit100_nested_96", nested(96)(x))
    emit_error("limit100_nested_97", lambda: nested(97)(x))
    emit("limit100_recursion_32", ms.jit(count)(x, 32))
    emit_error("limit100_recursion_33", lambda: ms.jit(count)(x, 33))
    emit("limit100_recursion_in_cell_32", CountCell()(x, 32))
    emit_error("limit100_recursion_in_cell_33", lambda: CountCell()(x, 33))
finally:
    ms.set_recursion_limit(1000)
