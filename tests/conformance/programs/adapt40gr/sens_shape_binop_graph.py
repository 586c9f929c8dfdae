"""``GradOperation(sens_param=True)`` with a sens shaped unlike a (3,) output of binary ops (session 39's left item;
st compiler/gradient sens tests, adapted).  PyNative checks the sens against the output (ValueError, RuntimeError
for a 0-d one).  MindSpore 2.10's Graph mode passes it into the bprops: a binary op's gradient is summed over the
axes its FORWARD shapes broadcast and reshaped to the input's shape, so a (3, 1) or (1, 3) sens is reshaped, a
(2, 3), (1,) or 0-d sens for ``x + y`` is the Reshape ValueError, ``x * y`` takes a (1,) or 0-d sens (its product
with y is (3,)) but not a (3, 1) one (a (3, 3) product), and a 0-d operand's gradient is the whole sum (BERT's
(1,) loss ``reduce_sum(...) + tuple_to_array((1e-5,))`` with a (2,) sens).  msgraph summed / broadcast the sens to
each input's shape instead (a (2, 3) sens gave twice the gradient, a 0-d one was broadcast) and raised for (3, 1)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


class Poly(nn.Cell):
    def construct(self, a, b):
        return 2 * a * a + b * b


class Add(nn.Cell):
    def construct(self, a, b):
        return a + b


class Mul(nn.Cell):
    def construct(self, a, b):
        return a * b


class Relu(nn.Cell):
    def construct(self, a, b):
        return ops.relu(a) + 0 * b


class Tup(nn.Cell):
    def construct(self, a, b):
        return a * b, a + b


class ScalarPlusOne(nn.Cell):   # a 0-d sum plus a (1,) constant: a (1,) output
    def construct(self, a, b):
        return (a * b).sum() + ops.tuple_to_array((1e-5,))


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, s):
        return self.g(self.net)(a, b, s)


def sens(shape):
    n = int(np.prod(shape)) if shape else 1
    return Tensor((np.arange(n) + 1.0).astype(np.float32).reshape(shape))


for name, cls, shapes in (("poly", Poly, [(3, 1), (2, 3), ()]),
                          ("add", Add, [(1, 3), (3, 1), (2, 3), (1,), ()]),
                          ("mul", Mul, [(3, 1), (2, 3), (1,), (), (1, 1)]),
                          ("relu", Relu, [(3, 1), (2, 3), ()]),
                          ("scalar_plus_one", ScalarPlusOne, [(2,), (2, 3), ()])):
    for sh in shapes:
        emit_error(f"{name}_sens_{'x'.join(map(str, sh)) or 'scalar'}", lambda c=cls, s=sh: Grad(c())(x, y, sens(s)))
emit_error("tuple_out_sens_2x3_and_3", lambda: Grad(Tup())(x, y, (sens((2, 3)), sens((3,)))))
emit_error("tuple_out_sens_scalars", lambda: Grad(Tup())(x, y, (sens(()), sens(()))))
emit_error("tuple_out_sens_3x1_and_1x3", lambda: Grad(Tup())(x, y, (sens((1, 3)), sens((3, 1)))))
