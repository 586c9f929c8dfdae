"""nn.SoftmaxCrossEntropyWithLogits as MindSpore 2.10 builds it: the sparse mean is SparseSoftmaxCrossEntropyWithLogits
(a float16 result for float16 logits), otherwise float32 one-hot labels go into SoftmaxCrossEntropyWithLogits, whose
labels get no gradient (float16 logits with sparse labels: TypeError, the input types must match)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


class Loss(nn.Cell):
    def __init__(self, sparse, reduction):
        super().__init__()
        self.l = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse, reduction=reduction)

    def construct(self, x, y):
        return self.l(x, y)


class SoftLabels(nn.Cell):
    """labels computed from the logits: MindSpore's bprop gives them no gradient"""
    def __init__(self, reduction):
        super().__init__()
        self.l = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, x):
        return self.l(x, ops.Softmax()(x * 0.5))


class Prim(nn.Cell):
    def construct(self, x, y):
        loss, backprop = ops.SoftmaxCrossEntropyWithLogits()(x, y)
        return loss.sum() + backprop.sum()


x = np.arange(12).reshape(3, 4) * 0.75 - 4.0
ids = np.array([0, 3, 1], np.int32)
for dt in ("float32", "float16"):
    xt = ms.Tensor(x.astype(dt))
    tol = 3e-3 if dt == "float16" else None
    for sparse, red in ((True, "mean"), (True, "none"), (True, "sum"), (False, "none"), (False, "mean")):
        y = ms.Tensor(ids) if sparse else ms.Tensor(np.eye(4, dtype=dt)[ids])
        if dt == "float16" and sparse and red != "mean":  # float32 one-hot labels with float16 logits
            emit_error(f"loss_{dt}_{sparse}_{red}", Loss(sparse, red), xt, y)
            continue
        emit(f"loss_{dt}_{sparse}_{red}", Loss(sparse, red)(xt, y), rtol=tol)
        emit(f"grad_{dt}_{sparse}_{red}", ms.grad(Loss(sparse, red))(xt, y), rtol=tol, atol=tol)
    for red in ("sum", "none"):
        emit(f"soft_labels_{dt}_{red}", SoftLabels(red)(xt), rtol=tol)
        emit(f"soft_labels_grad_{dt}_{red}", ms.grad(SoftLabels(red))(xt), rtol=tol, atol=tol)
    yt = ms.Tensor(np.full((3, 4), 0.25, dt))
    emit(f"prim_grad_{dt}", ms.grad(Prim(), grad_position=(0, 1))(xt, yt), rtol=tol, atol=tol)

# rank 3 logits: the sparse mean (SparseSoftmaxCrossEntropyWithLogits) takes them, the others need 2-d logits
x3 = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) * 0.1)
ids3 = ms.Tensor(np.array([[0, 1, 2], [3, 0, 1]], np.int32))
emit("sparse_mean_3d", Loss(True, "mean")(x3, ids3), rtol=1e-5)
emit("sparse_mean_3d_grad", ms.grad(Loss(True, "mean"))(x3, ids3), rtol=1e-5, atol=1e-6)
emit_error("sparse_none_3d", Loss(True, "none"), x3, ids3)
emit_error("dense_3d", Loss(False, "none"), x3, x3)
emit("sparse_mean_int64_labels", Loss(True, "mean")(x3[0], ids3[0].astype(ms.int64)), rtol=1e-5)
