"""A primitive called eagerly with more inputs than it takes (ut ops/test_math_ops test_check_exception variants,
adapt45utb): MindSpore 2.10's primitive ``__call__`` names its inputs, so ``P.Add()(x, x, x)`` is Python's
TypeError in PyNative (msgraph computed x + x, SILENT); in Graph mode the compiler's errors (RuntimeError for a
primitive with a dtype signature, TypeError for the others)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit_error

X = Tensor(np.array([[1.0, 2.0], [3.0, -4.0]], np.float32))


class Wrap(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *xs):
        return self.op(*xs)


CASES = [("add_3", P.Add(), (X, X, X)),
         ("maximum_3", P.Maximum(), (X, X, X)), ("exp_2", P.Exp(), (X, X)), ("relu_2", P.ReLU(), (X, X)),
         ("matmul_3", P.MatMul(), (X, X, X)), ("add_1", P.Add(), (X,)), ("add_2", P.Add(), (X, X))]
for name, op, args in CASES:
    emit_error(f"cell_{name}", lambda: Wrap(op)(*args))   # (the value, or what it raises)
    emit_error(f"eager_{name}", lambda: op(*args))
