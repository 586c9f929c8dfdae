"""compiler/trace variants: jit(capture_mode="trace") with prints, Python scalars, second calls with other
shapes / dtypes / values, setitem on an input, mutable inputs, nested trace, side effects (Parameters), grads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, mutable
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class TraceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Tensor(1)

    @jit(capture_mode="trace")
    def construct(self, x, y):
        a = Tensor(2)
        ops.Print()(a)
        z = x + a
        print("z", z)
        z = z + self.x
        z = z * y
        return z


tn = TraceNet()
case("trace_int", lambda: tn(Tensor(1), Tensor(3)))
case("trace_int_again", lambda: tn(Tensor(2), Tensor(3)))
case("trace_f32", lambda: tn(f32(1.0, 2.0), f32(3.0, 3.0)))
case("trace_mixed", lambda: tn(Tensor(1), f32(0.5)))


@jit(capture_mode="trace")
def tr_scalar(x, n):
    return x * n + n


case("tr_scalar_int", lambda: tr_scalar(f32(1.0), 2))
case("tr_scalar_int2", lambda: tr_scalar(f32(1.0), 3))
case("tr_scalar_float", lambda: tr_scalar(f32(1.0), 2.5))
case("tr_scalar_mut", lambda: tr_scalar(f32(1.0), mutable(4)))
case("tr_scalar_only", lambda: tr_scalar(2, 3))


@jit(capture_mode="trace")
def tr_setitem(x, y):
    x[0] = y[2]
    return x * 2


case("tr_setitem", lambda: tr_setitem(Tensor([1, 2, 3]), Tensor([4, 5, 6])))
xi = Tensor([1, 2, 3])
case("tr_setitem_input_after", lambda: (tr_setitem(xi, Tensor([7, 8, 9])), xi))


