import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.array([[1.0, -2.0, 0.5], [-0.3, 2.5, 0.0]], np.float32))
y = Tensor(np.array([[1.0, 0.0, 0.5], [0.25, 1.0, 0.0]], np.float32))
lab = Tensor(np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]], np.float32))


@ms.jit
def losses(a, b):
    return (ops.SigmoidCrossEntropyWithLogits()(a, b), ops.SmoothL1Loss()(a, b), ops.SmoothL1Loss(beta=2.0)(a, b),
            ops.L2Loss()(a), ops.BiasAdd()(a, Tensor(np.array([1.0, 2.0, 3.0], np.float32))),
            ops.L2Normalize(axis=1)(a))


emit("losses", losses(x, y), rtol=1e-5)
emit("softmax_ce", ops.SoftmaxCrossEntropyWithLogits()(x, lab), rtol=1e-5)
emit("bce", ops.BinaryCrossEntropy()(ops.sigmoid(x), y), rtol=1e-5)
emit("bce_none", ops.BinaryCrossEntropy(reduction="none")(ops.sigmoid(x), y), rtol=1e-5)
emit("layer_norm", ops.LayerNorm()(x, Tensor(np.array([1.0, 2.0, 0.5], np.float32)),
                                   Tensor(np.array([0.0, 0.1, 0.2], np.float32))), rtol=1e-5)


def loss(a, b):
    return (ops.SigmoidCrossEntropyWithLogits()(a, b) * 2.0).sum() + ops.SmoothL1Loss()(a, b * 3.0).sum() + \
        ops.L2Loss()(a) + ops.LayerNorm()(a, Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32)))[0][0, 1]


emit("grad", ops.GradOperation(get_all=True)(loss)(x, y), rtol=1e-5, atol=1e-6)
emit("grad_jit", ms.jit(ops.GradOperation(get_all=True)(loss))(x, y), rtol=1e-5, atol=1e-6)
