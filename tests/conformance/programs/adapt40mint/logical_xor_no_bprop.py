"""MindSpore 2.10 defines no bprop for LogicalXor (`mint.logical_xor`, `ops.logical_xor`, `Tensor.logical_xor`):
a gradient reaching it is its RuntimeError "Illegal primitive LogicalXor's bprop not defined" in both modes, for
float and bool inputs, also when the result is cast and multiplied by a differentiable input; LogicalAnd /
LogicalOr give zero gradients.  msgraph gave zeros (found by the adapt40mint gradient sweep of st/mint
test_logical_xor variants)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

a = Tensor(np.array([1.0, 0.0, 2.0], np.float32))
b = Tensor(np.array([0.0, 0.0, 3.0], np.float32))


class Xor(nn.Cell):
    def construct(self, x, y):
        return mint.logical_xor(x, y)


class XorMul(nn.Cell):
    def construct(self, x, y):
        return ops.logical_xor(x, y).astype(ms.float32) * x


class XorMethod(nn.Cell):
    def construct(self, x, y):
        return x.logical_xor(y).astype(ms.float32) + y


class AndOr(nn.Cell):
    def construct(self, x, y):
        return mint.logical_and(x, y).astype(ms.float32) * x + mint.logical_or(x, y).astype(ms.float32) * y


grad_all = ops.GradOperation(get_all=True)
emit("forward", Xor()(a, b))
emit_error("grad_xor", lambda: grad_all(Xor())(a, b))
emit_error("grad_xor_mul", lambda: grad_all(XorMul())(a, b))
emit_error("grad_xor_method", lambda: grad_all(XorMethod())(a, b))
emit_error("grad_xor_bool", lambda: grad_all(Xor())(a > 0, b > 0))
emit_error("ms_grad_xor_mul", lambda: ms.grad(XorMul(), (0, 1))(a, b))
emit("grad_and_or", grad_all(AndOr())(a, b))
