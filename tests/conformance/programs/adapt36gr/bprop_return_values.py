"""What a Cell's custom ``bprop`` returns, PyNative (MindSpore 2.10): ``None`` is its TypeError "The python function
output is none." (Graph mode: "output should be a tuple"); a Python number for a Tensor input is a 0-d gradient of the
input's dtype (``(1,)`` -> Float32 1, ``(True,)`` -> 1.0), the RuntimeError "grad tensor should be broadcast to
expected shape" for a non-0-d input; a numpy array its TypeError "Unreasonable data type".  msgraph had returned the
number itself and zeros for ``None``.  A ``construct(self, a, b=2.0)`` called with ``a`` alone passes the default
to ``bprop(a, b, out, dout)`` (msgraph had refused the bprop's arity).  A custom ``_Function`` whose backward returns
a list: the list is one gradient there (RuntimeError "wrong number of gradients"; msgraph took it as the tuple).  Graph mode returns the number as it is (as msgraph).  Found by adapting st
pynative/grad's custom bprop tests (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

MODES = ("pynative",)


class Ret(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.v = v

    def construct(self, a):
        return a * 2

    def bprop(self, a, out, dout):
        return (self.v,)


class RetNone(nn.Cell):
    def construct(self, a):
        return a * 2

    def bprop(self, a, out, dout):
        return None


class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, a):
        return self.inner(a) * 3


x0 = Tensor(2.0, ms.float32)
x1 = Tensor(np.array([2.0, 1.0], np.float32))
for name, v, x in (("int_0d", 1, x0), ("float_0d", 1.5, x0), ("bool_0d", True, x0), ("float_1d", 1.5, x1),
                   ("int_1d", 2, x1), ("numpy_1d", np.ones(2, np.float32), x1),
                   ("int_0d_f64", 3, Tensor(2.0, ms.float64))):
    emit_error(name, lambda v=v, x=x: ops.GradOperation(get_all=True)(Ret(v))(x))
    emit_error(name + "_nested", lambda v=v, x=x: ms.grad(Outer(Ret(v)))(x))
emit_error("none", lambda: ops.GradOperation(get_all=True)(RetNone())(x1))
emit_error("none_nested", lambda: ms.grad(Outer(RetNone()))(x1))


class Kw(nn.Cell):
    def construct(self, a, b=2.0):
        return a * b

    def bprop(self, a, b, out, dout):
        return dout * 9, 0.0


emit_error("default_arg", lambda: ops.GradOperation(get_all=True)(Kw())(x1))
emit_error("default_arg_given", lambda: ops.GradOperation(get_all=True)(Kw())(x1, x1))


class ListBackward(ms._Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * a + b

    @staticmethod
    def backward(ctx, d):
        return [d * 3, d * 4]


class TupleBackward(ms._Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * a + b

    @staticmethod
    def backward(ctx, d):
        return d * 3, d * 4


emit_error("function_list_backward", lambda: ops.GradOperation(get_all=True)(ListBackward.apply)(x1, x1))
emit_error("function_tuple_backward", lambda: ops.GradOperation(get_all=True)(TupleBackward.apply)(x1, x1))
