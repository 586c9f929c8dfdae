import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

img = Tensor(np.arange(2 * 4 * 5 * 2, dtype=np.float32).reshape(2, 4, 5, 2) / 4.0)
boxes = Tensor(np.array([[0.0, 0.0, 1.0, 1.0], [0.1, 0.2, 0.7, 0.9], [-0.2, 0.5, 0.5, 1.3]], np.float32))
bi = Tensor(np.array([0, 1, 0], np.int32))


@ms.jit
def crops(i, b, k):
    return ops.CropAndResize()(i, b, k, (3, 2)), ops.CropAndResize("nearest", -1.0)(i, b, k, (2, 3)), \
        ops.CropAndResize()(i, b, k, (1, 1))


emit("crops", crops(img, boxes, bi), rtol=1e-5, atol=1e-5)


def loss(i):
    return (ops.CropAndResize()(i, boxes, bi, (3, 2)) * Tensor(np.arange(36, dtype=np.float32).reshape(3, 3, 2, 2))).sum()


emit("grad", ops.GradOperation()(loss)(img), rtol=1e-5, atol=1e-5)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(img), rtol=1e-5, atol=1e-5)
