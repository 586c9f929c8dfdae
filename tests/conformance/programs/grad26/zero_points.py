"""Gradients at zeros (h-grad26, tools/grad_sweep.py families zeros/norms/losses): xlogy's dx is 0 where x is 0 and
xdivy's gradients are 0 there (MindSpore's Xlogy/Xdivy bprops; msgraph gave -inf/NaN), digamma's is polygamma(1, x)
(msgraph gave zeros), a 'mean' cross entropy / nll_loss with every target ignored has zero gradients (masked_fill;
msgraph's mask product gave NaN), cosine_similarity of a zero vector a finite one (LpNorm, then clip to eps) and
renorm of a zero sub-tensor passes dout (msgraph: NaN)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f32(v):
    return Tensor(np.array(v, np.float32))


def xlogy(x, y):
    return ops.xlogy(x, y)


def xdivy(x, y):
    return ops.xdivy(x, y)


X, Y = f32([0, 0, 0, 1, 2, 1, -1]), f32([0, -1, 1, 0, 3, -1, 0])
emit("xlogy_grads", ms.grad(xlogy, (0, 1))(X, Y))
emit("xdivy_grads", ms.grad(xdivy, (0, 1))(X, Y))
emit("xdivy_value", ops.xdivy(X, Y))
emit("digamma_grad", ms.grad(ops.digamma)(f32([0.5, 1, 2, 3])), rtol=1e-4)

LOGITS = f32([[1, 2, 0.5], [0.1, 0.2, 0.3], [-1, 3, 3], [0, 0, 0]])
IGN = Tensor(np.array([-100, -100, -100, -100], np.int32))


def ce_mean(x):
    return ops.cross_entropy(x, IGN)


def nll_sum_w(x, w):
    return ops.nll_loss(x, Tensor(np.array([1, 1, 1, 1], np.int32)), w, ignore_index=1)


emit("cross_entropy_all_ignored", ms.grad(ce_mean)(LOGITS))
emit("nll_all_ignored_weighted", ms.grad(nll_sum_w, (0, 1))(LOGITS, f32([1, 2, 0.5])))


def cos(x):
    return ops.cosine_similarity(x, f32([[-1, -1], [1, 2], [0, 0]]), 1)


emit("cosine_similarity_zero_vectors", ms.grad(cos)(f32([[0, 0], [1, 2], [3, 4]])), rtol=1e-4)


def renorm(x):
    return ops.renorm(x, 2, 0, 1.0) * f32([[1, 2], [3, 4], [5, 6]])


emit("renorm_zero_row", ms.grad(renorm)(f32([[0, 0], [3, 4], [0.3, 0.4]])), rtol=1e-4)
