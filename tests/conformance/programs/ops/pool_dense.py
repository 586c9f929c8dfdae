import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.arange(2 * 1 * 5 * 7, dtype=np.float32).reshape(2, 1, 5, 7))
a = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
b = Tensor(np.array([[1.0, 0.0], [3.0, -4.0], [0.0, 0.0]], np.float32))


@ms.jit
def pools(t):
    return ops.adaptive_avg_pool2d(t, (2, 3)), ops.adaptive_avg_pool2d(t, 3), ops.adaptive_avg_pool2d(t, (None, 2)), \
        ops.AdaptiveAvgPool2D((4, 4))(t)


@ms.jit
def layers(p, q):
    return ops.dense(Tensor(np.ones((2, 3), np.float32)), Tensor(np.arange(12, dtype=np.float32).reshape(4, 3)),
                     Tensor(np.ones(4, np.float32))), ops.cosine_similarity(p, q[:2]), ops.cdist(p, q), ops.unbind(p, 1)


emit("pools", pools(x), rtol=1e-5)
emit("layers", layers(a, b), rtol=1e-5)
emit("predicates", (ops.is_tensor(x), ops.is_floating_point(x), ops.is_floating_point(Tensor(np.array([1], np.int32)))))
emit("random_shapes", (ops.randn(2, 3).shape, ops.randn(2, 3).dtype == ms.float32, ops.rand((2, 3)).shape,
                       ops.randint(0, 5, (2, 3)).dtype == ms.int64, ops.normal((2,), Tensor(0.0), Tensor(1.0)).shape))


def loss(t):
    return (ops.adaptive_avg_pool2d(t, (2, 3)) * Tensor(np.arange(12, dtype=np.float32).reshape(2, 1, 2, 3))).sum()


emit("grad", ops.GradOperation()(loss)(x), rtol=1e-5, atol=1e-6)
