"""Float division by zero as MindSpore 2.10's CPU Div/RealDiv kernels compute it (found by the cpu32 variant
sweep of st ops/cpu's test_arithmetic_op.py): where the divisor is 0 (or -0) the result is NaN for a 0 dividend,
+inf for a positive one and -inf otherwise, NaN included; the sign of a zero divisor is ignored (1 / -0 = inf,
-1 / -0 = -inf, NaN / 0 = -inf).  Div, RealDiv, ``/``, ops.div, mint.div, in a Cell (Graph mode) and eagerly,
float16/32/64, broadcast and 0-d divisors, integer operands (true division in float32), and the gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit

x = np.array([1, -1, 0, np.inf, -np.inf, np.nan, 1, -1, 0, np.nan, 3, np.nan, -2.5], np.float32)
y = np.array([0, 0, 0, 0, 0, 0, -0., -0., -0., -0., 2, 1, 0.5], np.float32)


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a, b):
        return self.f(a, b)


class Op(nn.Cell):
    def construct(self, a, b):
        return a / b


class Num(nn.Cell):
    def construct(self, a, b):
        return a / 0.0


class G(nn.Cell):
    def construct(self, a, b):
        return ops.grad(Op(), (0, 1))(a, b)


for name, f in (("Div", ops.Div()), ("RealDiv", ops.RealDiv()), ("ops_div", ops.div), ("mint_div", mint.div)):
    for dt in (np.float32, np.float16, np.float64):
        emit(f"{name}_{dt.__name__}", Net(f)(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
net = Net(ops.Div())
emit("zero_0d_divisor", net(Tensor(x), Tensor(np.float32(0))))
emit("nan_0d_dividend", net(Tensor(np.float32(np.nan)), Tensor(y)))
emit("operator", Op()(Tensor(x), Tensor(y)))
emit("operator_f16", Op()(Tensor(x.astype(np.float16)), Tensor(y.astype(np.float16))))
emit("python_zero", Num()(Tensor(x), Tensor(y)))
emit("int_operands", net(Tensor(np.array([3, -3, 0, 7], np.int32)), Tensor(np.array([0, 0, 0, -2], np.int32))))
emit("int8_operands", net(Tensor(np.array([3, -3, 0, 7], np.int8)), Tensor(np.array([0, 0, 0, 2], np.int8))))
emit("signbit", np.signbit(net(Tensor(x), Tensor(y)).asnumpy()[[0, 1, 2, 6, 7, 8, 9]]))


ga = np.array([1, -2, 0, 4], np.float32)
gb = np.array([0, 0, -0., 2], np.float32)
emit("grad", G()(Tensor(ga), Tensor(gb)))

# the gradient with a sens: dy = -(out / y) * dout, as MindSpore's bprop (rounding included)
gs = ops.GradOperation(get_all=True, sens_param=True)
a = np.array([1, -2, 0, 4, 0, 1, 3, 1, 6, 0.7, 1.3, -2.9, 5.1], np.float32)
b = np.array([0, 0, -0., 2, 0, 0, 0, 2, 3, 0.3, 0.7, 1.1, -0.9], np.float32)
s = np.array([1, 1, 1, 1, -1, 0, 1, np.inf, -2, 0.9, -1.7, 2.3, 0.11], np.float32)
emit("grad_sens", gs(Op())(Tensor(a), Tensor(b), Tensor(s)))
r = np.sin(np.arange(64, dtype=np.float32)) * 3
emit("grad_rounding", gs(Op())(Tensor(r), Tensor(np.cos(r) + 0.1), Tensor(np.cos(np.arange(64, dtype=np.float32)))), rtol=0, atol=0)
