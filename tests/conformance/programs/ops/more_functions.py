import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
i = Tensor(np.array([[0, 2], [1, 3], [3, 0]], np.int64))
s = Tensor(np.array([[10.0, 20.0], [30.0, 40.0], [50.0, 60.0]], np.float32))
a = Tensor(np.array([5, 3, 12], np.int32))
b = Tensor(np.array([3, 6, 10], np.int32))


@ms.jit
def fns(t, idx, src):
    return (ops.scatter(t, 1, idx, src), ops.tensor_scatter_elements(t, idx, src, 1, "add"),
            ops.index_select(t, 1, Tensor(np.array([3, 0], np.int32))), ops.fliplr(t), ops.flipud(t),
            ops.addmm(t[:, :2], t[:, :3], t[:3, :2], beta=0.5, alpha=2), ops.addcmul(t, t, t, Tensor(0.5)),
            ops.addcdiv(t, t, t + 1, Tensor(2.0)), ops.frac(t * 0.3), ops.sinc(t * 0.25),
            ops.heaviside(t - 5, Tensor(0.5)), ops.copysign(t, -1.0),
            ops.cross(Tensor(np.array([[1.0, 2.0, 0.5]], np.float32)), Tensor(np.array([[0.0, 1.0, -1.0]], np.float32)), 1))


@ms.jit
def bits(p, q):
    return ops.bitwise_and(p, q), ops.bitwise_or(p, q), ops.bitwise_xor(p, q)


emit("fns", fns(x, i, s), rtol=1e-5, atol=1e-6)
emit("bits", bits(a, b))
emit("expand", ops.expand(Tensor(np.ones((3, 1), np.float32)), Tensor(np.array([3, 4]))))


def loss(t, src):
    return (ops.scatter(t, 1, i, src) * x).sum() + (ops.addmm(t[:, :2], t[:, :3], t[:3, :2]) ** 2).sum() * 0.01


emit("grad", ops.GradOperation(get_all=True)(loss)(x, s), rtol=1e-5, atol=1e-5)
emit("grad_jit", ms.jit(ops.GradOperation(get_all=True)(loss))(x, s), rtol=1e-5, atol=1e-5)
