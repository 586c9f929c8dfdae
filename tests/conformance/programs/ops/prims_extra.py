import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

x = Tensor(np.array([[-2.5, -0.5, 0.0], [0.7, 3.0, 7.5]], np.float32))
y = Tensor(np.array([[1.5, -2.0, 0.5], [2.0, -1.5, 3.0]], np.float32))
p = Tensor(np.array([[0.1, 0.5, 0.9], [0.3, 0.7, 0.25]], np.float32))
cube = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))


@ms.jit
def unary(a):
    return (P.ReLU6()(a), P.HSwish()(a), P.HSigmoid()(a), P.Elu()(a), P.SeLU()(a), P.FastGeLU()(a), P.Softsign()(a),
            P.SoftShrink()(a), P.HShrink(1.0)(a), P.PReLU()(a, Tensor(np.array([0.25], np.float32))))


@ms.jit
def binary(a, b, c):
    return (P.Mod()(a, b), P.TruncateDiv()(a, b), P.TruncateMod()(a, b), P.Xdivy()(a, b), P.Xlogy()(c, c),
            P.Lerp()(a, b, 0.3), P.Logit()(c), P.MaskedFill()(a, a > 0, Tensor(1.0)), P.IsClose()(a, a + 1e-7),
            P.Inv()(b))


@ms.jit
def slicing(t):
    return (P.StridedSlice()(t, (0, 1, 0), (2, 3, 4), (1, 1, 2)), P.StridedSlice(1, 2, 0, 0, 4)(t, (1, 0, 2), (2, 2, 3), (1, 1, 1)),
            P.StridedSlice()(t, (1, 2, 3), (0, 0, 0), (-1, -1, -1)), P.GatherV2()(t, Tensor(np.array([2, 0], np.int32)), 1),
            P.InplaceUpdate((0,))(t, Tensor(np.ones((1, 3, 4), np.float32))), P.InplaceAdd((1,))(t, Tensor(np.ones((1, 3, 4), np.float32))))


emit("unary", unary(x), rtol=1e-5, atol=1e-6)
emit("binary", binary(x, y, p), rtol=1e-5, atol=1e-6)
emit("slicing", slicing(cube))
emit("shape", P.TensorShape()(cube))
