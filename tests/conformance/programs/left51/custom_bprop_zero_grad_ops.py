"""A Cell with a custom ``bprop`` whose output reaches the loss only through ops without a gradient (left51).

The bprop returns ``(5 + x, w + 9)`` whatever its dout.  MindSpore 2.10 differentiates Floor and Trunc with ZerosLike
(a real zero gradient) in both modes, so the bprop runs with a zero dout and its result is the gradient; Ceil, Round,
Sign, FloorDiv, TruncateDiv, ``div(rounding_mode='trunc')``, comparisons, argmax, ZerosLike, IsNan have no gradient in
its PyNative mode (the bprop is not called: zeros) and zeros in its Graph mode (called: ``5 + x``); stop_gradient and
ones_like stop in both.  msgraph gave zeros in every case (its Floor / Trunc / FloorDiv... were not differentiable, and
Graph mode's sweep skipped a custom bprop no gradient reached).  The last case is MindSpore's ut test
test_user_defined_bprop_with_u (optimizer/test_auto_grad.py): Mul with that bprop, FloorDiv, BatchNorm1d.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
import mindspore.ops.operations as P
from _conf import emit

grad_all = ops.GradOperation(get_all=True)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


C = Tensor(np.full((2, 3), 0.3, np.float32))


def f_floor(y): return ops.floor(y)
def f_floor_prim(y): return P.Floor()(y) * 2
def f_trunc(y): return ops.trunc(y)
def f_tensor_floor(y): return y.floor().sum()
def f_ceil(y): return ops.ceil(y)
def f_round(y): return ops.round(y)
def f_sign(y): return ops.sign(y)
def f_floor_div(y): return P.FloorDiv()(y, C)
def f_floordiv_op(y): return y // 0.3
def f_truncate_div(y): return P.TruncateDiv()(y, C)
def f_div_trunc(y): return ops.div(y, 0.3, rounding_mode="trunc")
def f_greater(y): return ops.cast(y > 1.0, ms.float32)
def f_equal(y): return ops.equal(y, 1.5)
def f_argmax(y): return ops.argmax(y, 1)
def f_zeros_like(y): return ops.zeros_like(y)
def f_isnan(y): return ops.isnan(y)
def f_logical_not(y): return ops.logical_not(ops.cast(y, ms.bool_))
def f_floor_mod(y): return ops.floor_mod(y, C)
def f_cast_int(y): return ops.cast(y, ms.int32)
def f_stop_gradient(y): return ops.stop_gradient(y) * 2
def f_ones_like(y): return ops.ones_like(y)
def f_mixed(y): return ops.floor(y) + ops.round(y) * y


FNS = (f_floor, f_floor_prim, f_trunc, f_tensor_floor, f_ceil, f_round, f_sign, f_floor_div, f_floordiv_op,
       f_truncate_div, f_div_trunc, f_greater, f_equal, f_argmax, f_zeros_like, f_isnan, f_logical_not, f_floor_mod,
       f_cast_int, f_stop_gradient, f_ones_like, f_mixed)

x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))
for fn in FNS:
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Custom()

        def construct(self, a, b):
            return fn(self.c(a, b))

    gx, gw = grad_all(Net())(x, w)
    emit(fn.__name__[2:], (gx, gw))


class TwoInputBPropOperator(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Mul()
        self.add = P.Add()

    def construct(self, x, y):
        return self.op(x, y)

    def bprop(self, x, y, out, dout):
        return self.add(5, x), self.add(y, 9)


class BPropOperatorNet(nn.Cell):
    def __init__(self, mul_size):
        super().__init__()
        self.mul_weight = Parameter(Tensor(np.full(mul_size, 0.1, dtype=np.float32)), name="mul_weight")
        self.floordiv_weight = Parameter(Tensor(np.full(mul_size, 0.1, dtype=np.float32)), name="floordiv_weight")
        self.mul = TwoInputBPropOperator()
        self.floor_div = P.FloorDiv()
        self.bn = nn.BatchNorm1d(num_features=6)

    def construct(self, inputs):
        x = self.mul(inputs, self.mul_weight)
        x = self.floor_div(x, self.floordiv_weight)
        return self.bn(x)


class GradByList(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ParameterTuple([net.mul_weight])
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x):
        return self.grad(self.net, self.params)(x)


inputs = Tensor((np.arange(24, dtype=np.float32).reshape(4, 6) - 11.5) / 3)
net = BPropOperatorNet((4, 6))
emit("ut_bprop_with_u_grad_all", grad_all(net)(inputs))
emit("ut_bprop_with_u_by_list", GradByList(net)(inputs))
