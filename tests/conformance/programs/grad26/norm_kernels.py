"""LpNorm and Cdist's own gradients (h-grad26, tools/grad_sweep.py family norms): ops.norm of a vector with an int
ord > 0 and a dim, ops.dist and P.LpNorm are MindSpore's LpNorm -- the norm clamped to epsilon (1e-12: a zero vector's
norm is 1e-12, not 0) and a gradient divided by that clamped norm (0 at a zero vector, not NaN); ops.dist refuses a
float p (LpNorm's TypeError); ops.cdist / ops.pdist use CdistGrad's conventions (0 where a distance is 0; for p = inf
the whole gradient to each tied largest difference); P.L2Normalize's gradient is L2NormalizeGrad's
(dout - y * sum(y * dout)) / max(||x||, eps) -- 1/eps at a zero vector where the forward clamps ||x||^2."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error


def f32(v):
    return Tensor(np.array(v, np.float32))


def norm1_dim(x):
    return ops.norm(x, 1, 1)


def norm2_dim(x):
    return ops.norm(x, 2, 1)


def norm3_dim(x):
    return ops.norm(x, 3, 1)


def norm1(x):
    return ops.norm(x, 1)


def norm3(x):
    return ops.norm(x, 3)


def lpnorm_eps(x):
    return ops.LpNorm(1, 3, epsilon=0.5)(x)


def lpnorm_keep(x):
    return ops.LpNorm((0, 1), 2, True)(x) * 3


def dist2(a, b):
    return ops.dist(a, b)


def dist1(a, b):
    return ops.dist(a, b, 1)


def dist3(a, b):
    return ops.dist(a, b, 3)


def cdist2(a, b):
    return ops.cdist(a, b)


def cdist1(a, b):
    return ops.cdist(a, b, 1.0)


def cdist3(a, b):
    return ops.cdist(a, b, 3.0)


def cdist_inf(a, b):
    return ops.cdist(a, b, float("inf"))


def pdist(a):
    return ops.pdist(a)


def l2n(a):
    return ops.L2Normalize()(a)


def l2n_w(a):
    return ops.L2Normalize()(a) * Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def l2n_rows(a):
    return ops.L2Normalize(1)(a) * Tensor(np.array([1.0, 2.0, 3.0], np.float32))


Z = f32([[0, 0], [3, 4]])
V0 = f32([0, 0, 0])
emit("norm_dim_p2_value", ops.norm(Z, 2, 1))
emit("norm_p1_p3_zero_value", (ops.norm(V0, 1), ops.norm(V0, 3), ops.norm(V0)))
emit("norm_dim_p1_grad", ms.grad(norm1_dim)(Z))
emit("norm_dim_p2_grad", ms.grad(norm2_dim)(Z), rtol=1e-4)
emit("norm_dim_p3_grad", ms.grad(norm3_dim)(Z), rtol=1e-4)
emit("norm_zero_p1_grad", ms.grad(norm1)(V0))
emit("norm_zero_p3_grad", ms.grad(norm3)(V0))
emit("lpnorm_eps_grad", ms.grad(lpnorm_eps)(f32([[0, 0], [3, 4], [1e-3, 0]])), rtol=1e-4)
emit("lpnorm_keep_grad", ms.grad(lpnorm_keep)(Z), rtol=1e-4)
A, B = f32([1, 2, 3]), f32([1, 2, 3])
emit("dist_same_value", (ops.dist(A, B), ops.dist(A, B, 3)))
emit("dist_same_p2_grad", ms.grad(dist2, (0, 1))(A, B))
emit("dist_same_p1_grad", ms.grad(dist1, (0, 1))(A, B))
emit("dist_same_p3_grad", ms.grad(dist3, (0, 1))(A, B))
emit_error("dist_float_p", ops.dist, A, f32([2, 0, 3]), 2.0)
X1, X2 = f32([[0, 0], [1, 1]]), f32([[0, 0], [1, 2]])
emit("cdist_zero_distance_p2", ms.grad(cdist2, (0, 1))(X1, X2), rtol=1e-4)
emit("cdist_zero_distance_p1", ms.grad(cdist1, (0, 1))(X1, X2), rtol=1e-4)
emit("cdist_zero_distance_p3", ms.grad(cdist3, (0, 1))(X1, X2), rtol=1e-4)
emit("cdist_inf_ties", ms.grad(cdist_inf, (0, 1))(X1, X2), rtol=1e-4)
emit("cdist_batch", ms.grad(cdist2, (0, 1))(f32([[[0, 0], [1, 1]], [[2, 2], [3, 1]]]), f32([[[0, 0]], [[2, 2]]])),
     rtol=1e-4)
emit("pdist_zero_distance", ms.grad(pdist)(f32([[0, 0], [0, 0], [1, 1]])), rtol=1e-4)
emit("l2normalize_zero", ms.grad(l2n)(V0))
emit("l2normalize_small", ms.grad(l2n_w)(f32([3e-3, 4e-3, 0])), rtol=1e-4)
emit("l2normalize_rows", ms.grad(l2n_rows)(f32([[0, 0, 0], [1, 2, 2]])), rtol=1e-4)
