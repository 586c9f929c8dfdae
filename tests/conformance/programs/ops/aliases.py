import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter, nn
from mindspore.ops import functional as F
from _conf import emit

x = Tensor(np.array([[-2.5, -0.5, 0.0], [0.7, 3.0, 7.5]], np.float32))
y = Tensor(np.array([[1.5, -2.0, 0.5], [2.0, -1.5, 3.0]], np.float32))


@ms.jit
def activations(a):
    return (ops.leaky_relu(a), ops.leaky_relu(a, 0.1), ops.elu(a), ops.relu6(a), ops.hardswish(a), ops.hardsigmoid(a),
            ops.hardtanh(a), ops.silu(a), ops.mish(a), ops.selu(a), ops.celu(a, 0.5), ops.logsigmoid(a), ops.softsign(a),
            ops.glu(Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 4.0)), ops.fast_gelu(a), ops.softmin(a, 1))


@ms.jit
def arithmetic(a, b):
    return (F.tensor_add(a, b), F.tensor_mul(a, b), F.tensor_div(a, b), F.tensor_pow(b, 2), F.tensor_gt(a, b),
            F.tensor_le(a, b), ops.eq(a, a), ops.ne(a, b), ops.absolute(a), ops.negative(a), ops.multiply(a, b),
            ops.divide(a, b), ops.subtract(a, b), ops.floor_divide(a, b), ops.fmod(a, b), ops.truncate_div(a, b),
            ops.truncate_mod(a, b), ops.inv(b), ops.clip(a, -1.0, 1.0), ops.mm(a, ops.t(b)), ops.ravel(a), ops.numel(a))


emit("activations", activations(x), rtol=1e-5, atol=1e-6)
emit("arithmetic", arithmetic(x, y), rtol=1e-5, atol=1e-6)
emit("scalars", (F.scalar_cast(3.7, ms.int64), F.tuple_getitem((1, 2, 3), 1), F.make_tuple(1, 2)))
emit("sequence_mask", ops.sequence_mask(Tensor(np.array([1, 3, 2], np.int32)), 4))


class Upd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="p")
        self.update = ops.ScatterUpdate()
        self.add = ops.ScatterAdd()

    def construct(self, i, u):
        self.update(self.p, i, u)
        self.add(self.p, Tensor(np.array([0, 0], np.int32)), u)
        return self.p * 1.0


emit("scatter", Upd()(Tensor(np.array([2, 0], np.int32)), Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))))


def loss(a):
    return (ops.leaky_relu(a) * 2.0 + ops.hardswish(a) + ops.silu(a) + ops.elu(a) + ops.mish(a) + ops.softsign(a)).sum()


emit("grad", ops.GradOperation()(loss)(x), rtol=1e-5, atol=1e-6)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(x), rtol=1e-5, atol=1e-6)
