"""ops.elu and ops.threshold given numbers known only when the graph runs (``float(t)`` of a Tensor argument inside a
Graph-mode Cell, as MindSpore's st TEST_OP passes an op's numbers for its resize check, or ``ms.mutable``).

MindSpore 2.10 computes ELU with the alpha given (its "alpha must be 1.0" check needs a constant: a constant 0.5 is
its ValueError, recorded here too), and threshold with the thr / value given.  msgraph raised its constant-alpha
ValueError "'alpha' must be 1.0" for the run-time alpha, and threshold's TypeError "the type of 'thr' should be one
of ['float', 'int'], but got type 'Sym'" (flip48's left list; flip49)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


class RuntimeAlpha(nn.Cell):
    def construct(self, x, a):
        return ops.elu(x, float(a))


class ConstAlpha(nn.Cell):
    def construct(self, x):
        return ops.elu(x, 0.5)


class MutableAlpha(nn.Cell):
    def construct(self, x, a):
        return ops.elu(x, a)


class RuntimeThreshold(nn.Cell):
    def construct(self, x, t, v):
        return ops.threshold(x, float(t), float(v))


class IntThreshold(nn.Cell):
    def construct(self, x, t, v):
        return ops.threshold(x, int(t), int(v))


x = Tensor(np.array([[-1.5, 0.5, 2.0, 0.0], [3.0, -0.25, -4.0, 1.25], [0.75, 6.0, -2.5, -0.125]], np.float32))
emit("elu_runtime_0.5", RuntimeAlpha()(x, Tensor(0.5)))
emit("elu_runtime_1.0", RuntimeAlpha()(x, Tensor(1.0)))
emit("elu_runtime_2.5", RuntimeAlpha()(x, Tensor(2.5)))
emit("elu_runtime_f16", RuntimeAlpha()(x.astype(ms.float16), Tensor(0.3)))
emit("elu_runtime_f64", RuntimeAlpha()(x.astype(ms.float64), Tensor(0.3)))
emit("elu_mutable_0.5", MutableAlpha()(x, ms.mutable(0.5)))
emit_error("elu_const_0.5", ConstAlpha(), x)
emit("threshold_runtime", RuntimeThreshold()(x, Tensor(0.7), Tensor(9.0)))
emit("threshold_runtime_neg", RuntimeThreshold()(x, Tensor(-1.0), Tensor(-0.5)))
emit("threshold_int", IntThreshold()(x, Tensor(1), Tensor(5)))
emit("threshold_mutable", RuntimeThreshold()(x, ms.mutable(0.7), ms.mutable(9.0)))
