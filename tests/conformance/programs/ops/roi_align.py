import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.arange(64, dtype=np.float32).reshape(2, 2, 4, 4) / 8.0)
rois = Tensor(np.array([[0, 0.0, 0.0, 3.0, 3.0], [1, 1.0, 0.5, 2.5, 3.0], [0, -0.5, 1.0, 5.0, 2.0]], np.float32))


@ms.jit
def pooled(f, r):
    return ops.ROIAlign(2, 2, 1.0, 2)(f, r), ops.ROIAlign(2, 3, 0.5, 2, 0)(f, r), ops.ROIAlign(1, 1, 1.0, 3)(f, r)


emit("pooled", pooled(x, rois), rtol=1e-5, atol=1e-6)


def loss(f):
    return (ops.ROIAlign(2, 2, 1.0, 2)(f, rois) * Tensor(np.arange(24, dtype=np.float32).reshape(3, 2, 2, 2))).sum()


emit("grad", ops.GradOperation()(loss)(x), rtol=1e-5, atol=1e-6)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(x), rtol=1e-5, atol=1e-6)
