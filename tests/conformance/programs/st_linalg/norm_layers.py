"""nn.Norm, ops.LpNorm, ops.L2Normalize, ops.renorm, ops.vector_norm forms and gradients through the norms
(the matrix 2-norm and nuclear norm through Svd) as MindSpore 2.10 computes them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit

x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32))

emit("layers", (nn.Norm()(x), nn.Norm(axis=1, keep_dims=True)(x), ops.LpNorm(axis=[0, 1], p=2)(x),
                ops.LpNorm(axis=1, p=1, keep_dims=True)(x), ops.LpNorm(axis=0, p=3)(x), ops.L2Normalize(axis=1)(x),
                ops.L2Normalize()(x), ops.renorm(x, 2, 0, 3.0)), rtol=1e-5, atol=1e-6)
emit("vector_norm_forms", (x.norm(2, 1), ops.vector_norm(x, -float('inf'), (0, 1)), ops.vector_norm(x, -1, 1),
                           ops.vector_norm(x, 2, 1, dtype=ms.float64)), rtol=1e-5, atol=1e-6)


def lp(t):
    return ops.LpNorm(axis=1, p=2)(t)


def two(t):
    return ops.norm(t, 2)


def inf_rows(t):
    return ops.norm(t, float('inf'), 1)


def nuc(t):
    return ops.matrix_norm(t, 'nuc')


def minus_two(t):
    return ops.matrix_norm(t, -2)


emit("grads", (ms.grad(lp)(x), ms.grad(two)(x), ms.grad(inf_rows)(x), ms.grad(nuc)(x), ms.grad(minus_two)(x)),
     rtol=1e-4, atol=1e-5)
