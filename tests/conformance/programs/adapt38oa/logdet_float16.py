"""ops.logdet / ops.det of float16 matrices (adapt38oa variants of st/ops test_logdet / test_det): MindSpore 2.10's
ops.logdet is log(det(x)), so a float16 matrix gives a Float16 value (msgraph refused it: its LogMatrixDeterminant
takes float32 / float64 only); the gradient of det / logdet of float16 is the MatrixInverse TypeError of its bprop
(msgraph had computed it)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

m = np.array([[3.0, -0.5, 0.25], [1.0, 2.5, -1.0], [0.5, 0.75, 4.0]])
neg = np.array([[0.0, 1.0], [1.0, 0.0]])


def logdet(x):
    return ops.logdet(x)


def det(x):
    return ops.det(x)


def logdet_grad(x):
    return ms.grad(ops.logdet)(x)


def det_grad(x):
    return ms.grad(ops.det)(x)


for dt in ("float16", "float32", "float64"):
    run(f"logdet_{dt}", logdet, Tensor(m.astype(dt)))
    run(f"logdet_neg_{dt}", logdet, Tensor(neg.astype(dt)))
    run(f"logdet_batch_{dt}", logdet, Tensor(np.stack([m, m * 2]).astype(dt)))
    run(f"det_{dt}", det, Tensor(m.astype(dt)))
    run(f"logdet_grad_{dt}", logdet_grad, Tensor(m.astype(dt)))
    run(f"det_grad_{dt}", det_grad, Tensor(m.astype(dt)))
